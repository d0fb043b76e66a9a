// Reading the waitlist: a date's entries in the order they joined, never for a past date (they drop off).
import { fromDbDate, toDbDate, todayIn } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { waitlistEntryResponse, type WaitlistDay, type WaitlistEntryResponse } from './schema'

export const entrySelect = {
  id: true,
  date: true,
  clientId: true,
  appointmentId: true,
  offeredAt: true,
  createdAt: true,
  appointment: { select: { customerName: true, requestNumber: true } },
} as const

type EntryRow = {
  id: string
  date: Date
  clientId: string
  appointmentId: string
  offeredAt: Date | null
  createdAt: Date
  appointment: { customerName: string; requestNumber: number }
}

export const toWaitlistEntryResponse = (row: EntryRow): WaitlistEntryResponse =>
  waitlistEntryResponse.parse({
    _id: row.id,
    date: fromDbDate(row.date),
    clientId: row.clientId,
    customerName: row.appointment.customerName,
    requestNumber: row.appointment.requestNumber,
    appointmentId: row.appointmentId,
    offeredAt: row.offeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  })

const ownerToday = async (userId: string, now: Date) =>
  todayIn((await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } })).timeZone, now)

function byDate(rows: EntryRow[]): WaitlistDay[] {
  const days = new Map<string, WaitlistEntryResponse[]>()
  for (const row of rows) {
    const entry = toWaitlistEntryResponse(row)
    days.set(entry.date, [...(days.get(entry.date) ?? []), entry])
  }
  return [...days].map(([date, entries]) => ({ date, entries }))
}

/**
 * Today's "free again" list: each coming date on which a gig was cancelled, with the clients waiting for
 * it who have no offer yet, in order.
 */
export async function waitlistOnFreedDates({ user, now = new Date() }: { user: { id: string }; now?: Date }) {
  const today = toDbDate(await ownerToday(user.id, now))
  const cancelled = await prisma.appointment.findMany({
    where: { userId: user.id, status: 'cancelled', date: { gte: today } },
    select: { date: true },
    distinct: ['date'],
  })
  if (cancelled.length === 0) return []
  const rows = await prisma.waitlistEntry.findMany({
    where: { userId: user.id, offeredAt: null, date: { in: cancelled.map((gig) => gig.date) } },
    orderBy: [{ date: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: entrySelect,
  })
  return byDate(rows)
}

/** One date's waitlist (a cancelled gig's screen), offered ones too; empty once the date has passed. */
export async function waitlistForDate({ user, date, now = new Date() }: { user: { id: string }; date: string; now?: Date }): Promise<WaitlistDay> {
  if (date < (await ownerToday(user.id, now))) return { date, entries: [] }
  const rows = await prisma.waitlistEntry.findMany({
    where: { userId: user.id, date: toDbDate(date) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: entrySelect,
  })
  return { date, entries: rows.map(toWaitlistEntryResponse) }
}
