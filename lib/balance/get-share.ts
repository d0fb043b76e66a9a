// A party member's public share page reads here: found by its secret token only, answering her share,
// the booking's day and place, and how the artist takes payment; nothing else of the owner's.
import { bankDebitOf } from '@/lib/appointments/checkout-sessions'
import { fromDbDate } from '@/lib/appointments/dates'
import { isOverdue, remainingCents } from '@/lib/appointments/to-appointment-response'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { Appointment, PaymentShare } from '@/lib/generated/prisma/client'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { offlinePaymentsOf } from '@/lib/payouts/payment-settings'
import { SHARE_TOKEN } from './links'
import { shareView, type ShareView } from './schema'

const OWNER_COLUMNS = {
  businessName: true,
  timeZone: true,
  profileImg: true,
  payoutsAccountId: true,
  payoutsStatus: true,
  payBankDetails: true,
  payCash: true,
  payOther: true,
} as const

/** The share of a token, with its gig and the gig's owner; null for a token nobody was given. */
export async function findShare(token: string) {
  if (!SHARE_TOKEN.test(token)) return null
  return prisma.paymentShare.findUnique({
    where: { token },
    include: { appointment: { include: { user: { select: OWNER_COLUMNS }, quote: { select: { id: true } } } } },
  })
}

/** Paid; open while the gig is booked and still owes at least her share; otherwise closed. */
export function shareStatus(
  share: Pick<PaymentShare, 'paidAt' | 'amountCents'>,
  gig: Pick<Appointment, 'status' | 'paid' | 'totalCents' | 'paidToDateCents'>,
): ShareView['status'] {
  if (share.paidAt) return 'paid'
  return gig.status === 'booked' && share.amountCents <= remainingCents(gig) ? 'open' : 'closed'
}

export async function getShare({ token, now = new Date() }: { token: string; now?: Date }): Promise<{ view: ShareView; timeZone: string } | null> {
  const share = await findShare(token)
  if (!share) return null
  const { appointment: gig } = share
  const status = shareStatus(share, gig)
  const view = shareView.parse({
    status,
    business: { name: gig.user.businessName ?? 'Your makeup artist', profileImg: gig.user.profileImg },
    name: share.name,
    amount: share.amountCents,
    paidAt: share.paidAt?.toISOString() ?? null,
    booking: {
      customerFirstName: gig.customerName.trim().split(/\s+/)[0],
      requestNumber: gig.requestNumber,
      wedding: gig.quote !== null,
      date: fromDbDate(gig.date),
      time: { from: gig.timeFrom, to: gig.timeTo },
      city: gig.locationCity,
    },
    paymentDueDate: gig.paymentDueDate ? fromDbDate(gig.paymentDueDate) : null,
    overdue: status === 'open' && isOverdue(gig, { timeZone: gig.user.timeZone, now }),
    payment: {
      card: cardAccountOf(gig.user) !== null,
      offline: offlinePaymentsOf(gig.user),
      bankDebit: await bankDebitOf(prisma, { appointmentId: gig.id, purposes: ['share'], shareId: share.id }),
    },
  })
  return { view, timeZone: gig.user.timeZone }
}

/** GET /v1/share/{token}: her share, or 404 for a token nobody was given. */
export async function getShareView({ token }: { token: string }): Promise<ShareView> {
  const found = await getShare({ token })
  if (!found) throw new AppError('not_found', 'This payment link could not be found')
  return found.view
}
