import type { DbClient } from '@/lib/db'
import { fromDbDate } from '@/lib/appointments/dates'
import { offerUrl } from '@/lib/appointments/links'
import { depositDueCents, remainingCents } from '@/lib/appointments/to-appointment-response'
import type { Appointment, BalanceReminder, PaymentShare, ShareReminder } from '@/lib/generated/prisma/client'
import { shareUrl } from './links'
import { balanceResponse, type BalanceResponse } from './schema'

/** What a balance answer reads of a gig: its shares (with what was refunded of their payments) and reminders. */
export const BALANCE_INCLUDE = {
  paymentShares: { include: { payment: { select: { refundedCents: true } }, reminders: { orderBy: { sentAt: 'asc' } } }, orderBy: { position: 'asc' } },
  balanceReminders: { orderBy: { sentAt: 'asc' } },
} as const

type ShareRow = PaymentShare & { payment: { refundedCents: number } | null; reminders: ShareReminder[] }
export type GigWithBalance = Appointment & { paymentShares: ShareRow[]; balanceReminders: BalanceReminder[] }

/** The unpaid shares' total. */
export const sharedCents = (shares: Pick<PaymentShare, 'amountCents' | 'paidAt'>[]) =>
  shares.reduce((total, share) => total + (share.paidAt ? 0 : share.amountCents), 0)

/**
 * What new shares may still come to: what remains less the deposit (a wedding's retainer) still unpaid,
 * which is the client's alone and never split, and less the unpaid shares.
 */
export const splittableCents = (
  gig: Parameters<typeof remainingCents>[0] & Pick<Appointment, 'depositCents'>,
  shares: Pick<PaymentShare, 'amountCents' | 'paidAt'>[],
) => remainingCents(gig) - depositDueCents(gig) - sharedCents(shares)

/** The owner's gig with its balance, or null when it is not theirs. */
export const findGigWithBalance = (db: DbClient, { userId, appointmentId }: { userId: string; appointmentId: string }): Promise<GigWithBalance | null> =>
  db.appointment.findFirst({ where: { id: appointmentId, userId }, include: BALANCE_INCLUDE })

const toReminder = (reminder: BalanceReminder | ShareReminder) => ({
  kind: reminder.kind,
  dueDate: fromDbDate(reminder.dueDate),
  amount: reminder.amountCents,
  sentAt: reminder.sentAt.toISOString(),
})

export function toBalanceResponse(gig: GigWithBalance): BalanceResponse {
  const remaining = remainingCents(gig)
  const shared = sharedCents(gig.paymentShares)
  return balanceResponse.parse({
    remaining,
    shared,
    unshared: remaining - shared,
    shares: gig.paymentShares.map((share) => ({
      _id: share.id,
      name: share.name,
      email: share.email,
      amount: share.amountCents,
      url: shareUrl(share.token),
      status: share.paidAt ? 'paid' : 'unpaid',
      paidAt: share.paidAt?.toISOString() ?? null,
      refunded: share.payment?.refundedCents ?? 0,
      emailedAt: share.emailedAt?.toISOString() ?? null,
      reminders: share.reminders.map(toReminder),
    })),
    reminders: gig.balanceReminders.map(toReminder),
    payUrl: gig.offerToken ? offerUrl(gig.offerToken) : null,
  })
}
