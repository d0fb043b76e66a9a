// A wedding's trial run is a gig of its own, made from the quote once the wedding is booked and kept
// in step with the quote's trial after that (date, time, fee, notes). The quote links the two.
import { fromDbDate, slotInstant } from '@/lib/appointments/dates'
import { GIG_INCLUDE, nextRequestNumber } from '@/lib/appointments/locks'
import { prisma, type DbClient, type PrismaTx } from '@/lib/db'
import type { Appointment, Quote } from '@/lib/generated/prisma/client'
import { trialSchema } from './schema'

export const TRIAL_SERVICE = 'Trial run'

/** Makes, changes or removes the trial's gig to match the quote (a trial with money paid on it stays). */
export async function syncTrialGig(tx: PrismaTx, { quote, wedding }: { quote: Quote; wedding: Appointment }) {
  const trial = quote.trial ? trialSchema.parse(quote.trial) : null
  const existing = quote.trialAppointmentId ? await tx.appointment.findUnique({ where: { id: quote.trialAppointmentId } }) : null
  if (!trial) {
    if (existing && existing.paidToDateCents === 0) await tx.appointment.delete({ where: { id: existing.id } })
    return
  }
  const fields = {
    date: new Date(`${trial.date}T00:00:00Z`),
    timeFrom: trial.time.from,
    timeTo: trial.time.to,
    description: trial.notes,
    totalCents: trial.feeCents,
    paymentDueDate: new Date(`${trial.date}T00:00:00Z`),
    paid: existing ? existing.paidToDateCents >= trial.feeCents : trial.feeCents === 0,
  }
  if (existing) {
    await tx.appointment.update({ where: { id: existing.id }, data: fields })
    return
  }
  const created = await tx.appointment.create({
    data: {
      ...fields,
      userId: wedding.userId,
      requestNumber: await nextRequestNumber(tx, wedding.userId),
      status: 'booked',
      acceptedAt: new Date(),
      customerName: wedding.customerName,
      customerEmail: wedding.customerEmail,
      customerMobile: wedding.customerMobile,
      clientId: wedding.clientId,
      locationCity: wedding.locationCity,
      locationState: wedding.locationState,
      locationFormatted: wedding.locationFormatted,
      services: [{ title: wedding.customerName, subTitle: TRIAL_SERVICE }],
    },
  })
  await tx.quote.update({ where: { id: quote.id }, data: { trialAppointmentId: created.id } })
}

/** Once the wedding is booked, its quote's trial run becomes a gig (nothing for a gig without a quote). */
export async function bookTrialRun(tx: PrismaTx, wedding: Appointment) {
  const quote = await tx.quote.findUnique({ where: { appointmentId: wedding.id } })
  if (quote) await syncTrialGig(tx, { quote, wedding })
}

/** For the gig page: the wedding a trial gig belongs to (its id and day), or null. */
export async function findWeddingOfTrial({ userId, appointmentId }: { userId: string; appointmentId: string }, db: DbClient = prisma) {
  const quote = await db.quote.findFirst({
    where: { trialAppointmentId: appointmentId, userId },
    select: { appointment: { select: { id: true, date: true } } },
  })
  return quote ? { id: quote.appointment.id, date: quote.appointment.date.toISOString().slice(0, 10) } : null
}

/**
 * The wedding's trial run while it is still to come and not called off (its payments with it), or null:
 * cancelling the wedding offers to cancel it too. A trial that has started or happened is left alone.
 */
export async function upcomingTrialOf(db: DbClient, { userId, weddingId, timeZone, now }: { userId: string; weddingId: string; timeZone: string; now: Date }) {
  const trial = await db.appointment.findFirst({
    where: { userId, trialOf: { appointmentId: weddingId, userId }, status: { in: ['booked', 'offered'] } },
    include: GIG_INCLUDE,
  })
  return trial && slotInstant(fromDbDate(trial.date), trial.timeFrom, timeZone) > now ? trial : null
}
