// A party member pays her share by card through her own link, on the artist's connected account like
// the rest of the gig. Test mode records it at once; Stripe answers a Checkout page (the same one for a
// second tap that day: an idempotency key), and the webhook records it. A share is paid once: the gig is
// locked while it is recorded, and a second payment Stripe takes anyway is kept on the gig to refund.
import { createHash } from 'node:crypto'
import type Stripe from 'stripe'
import { fromDbDate } from '@/lib/appointments/dates'
import { lockAppointment } from '@/lib/appointments/locks'
import { addCardPayment, type CardPayment } from '@/lib/appointments/pay-balance'
import { enqueueReceipt } from '@/lib/appointments/receipts'
import type { PayBalanceAnswer } from '@/lib/appointments/schema'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { getPayments } from '@/lib/payments/get-payments'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { platformFeeCents } from '@/lib/payouts/payment-settings'
import { findShare, shareStatus } from './get-share'
import { shareUrl } from './links'

/** Marks a Checkout session as one person's share of a gig, for the webhook. */
export const SHARE_KIND = 'gigShare'

type SharePayment = CardPayment & { shareId: string; payerEmail: string | null }

/**
 * Records a share's card payment on its gig, with her receipt (to her address, or the one she gave
 * Stripe). Answers `paid already` (writing nothing) when the share was paid, or removed, meanwhile.
 */
export async function recordSharePayment(tx: PrismaTx, payment: SharePayment): Promise<'recorded' | 'known' | 'paid already'> {
  const gig = await lockAppointment(tx, { appointmentId: payment.appointmentId })
  if (!gig || (await tx.payment.findUnique({ where: { providerPaymentId: payment.providerPaymentId } }))) return 'known'
  const share = await tx.paymentShare.findFirst({ where: { id: payment.shareId, appointmentId: gig.id } })
  if (!share || share.paidAt) return 'paid already'
  const { created, updated } = await addCardPayment(tx, gig, payment, `Share: ${share.name}`)
  await tx.paymentShare.update({ where: { id: share.id }, data: { paidAt: created.paidAt, paymentId: created.id, amountCents: payment.amountCents } })
  const email = share.email ?? payment.payerEmail
  if (email) await enqueueReceipt(tx, { gig: updated, payment: created, owner: updated.user, payer: { name: share.name, email } })
  return 'recorded'
}

/** Stripe's word that a share was paid through Checkout on the artist's account. */
export async function applyShareCheckout(tx: PrismaTx, session: Stripe.Checkout.Session, accountId: string | null) {
  const { appointmentId, shareId } = session.metadata ?? {}
  if (!appointmentId || !shareId || !accountId || session.payment_status !== 'paid' || !session.amount_total) return
  if (!(await tx.appointment.count({ where: { id: appointmentId, user: { payoutsAccountId: accountId } } })))
    return log.warn('stripe share for a gig of another account', { appointmentId, accountId })
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  const payment = {
    appointmentId,
    amountCents: session.amount_total,
    provider: 'stripe' as const,
    providerPaymentId: paymentIntent ?? session.id,
    providerAccountId: accountId,
  }
  if ((await recordSharePayment(tx, { ...payment, shareId, payerEmail: session.customer_details?.email ?? null })) !== 'paid already') return
  // The money came all the same (two Checkout pages of one share, days apart): it shows on the gig, to refund.
  log.warn('stripe share paid again', { appointmentId, shareId })
  const gig = await lockAppointment(tx, { appointmentId })
  if (gig) await addCardPayment(tx, gig, payment, 'Share paid twice: refund this one')
}

/** Two taps, or two phones, on one share the same day open the same Checkout page, which takes one payment. */
const checkoutKey = (shareId: string, request: unknown, now: Date) =>
  `share-${shareId}-${now.toISOString().slice(0, 10)}-${createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 24)}`

export async function payShare({ token, now = new Date() }: { token: string; now?: Date }): Promise<PayBalanceAnswer> {
  const share = await findShare(token)
  if (!share) throw new AppError('not_found', 'This payment link could not be found')
  const { appointment: gig } = share
  const businessName = gig.user.businessName ?? 'Your makeup artist'
  const status = shareStatus(share, gig)
  if (status === 'paid') throw new AppError('conflict', 'Your share is already paid')
  if (status === 'closed') throw new AppError('conflict', `This booking no longer takes payments through this link: please get in touch with ${businessName}`)
  const accountId = cardAccountOf(gig.user)
  if (!accountId) throw new AppError('conflict', `${businessName} does not take card payments yet`)
  const page = shareUrl(token)
  const request = {
    amountCents: share.amountCents,
    feeCents: platformFeeCents(share.amountCents),
    accountId,
    name: `Share of ${share.name}: ${businessName}, ${fromDbDate(gig.date)} (#${gig.requestNumber})`,
    customerEmail: share.email,
    metadata: { kind: SHARE_KIND, appointmentId: gig.id, shareId: share.id },
  }
  const urls = { success: `${page}?paid=1`, cancel: page }
  const payment = await getPayments().payOnce({ ...request, idempotencyKey: checkoutKey(share.id, { request, urls }, now) }, urls)
  if (payment.status === 'checkout') return { status: 'checkout', url: payment.url }
  const outcome = await prisma.$transaction((tx) =>
    recordSharePayment(tx, {
      appointmentId: gig.id,
      shareId: share.id,
      amountCents: share.amountCents,
      provider: 'test',
      providerPaymentId: payment.providerPaymentId,
      providerAccountId: accountId,
      payerEmail: null,
    }),
  )
  if (outcome !== 'recorded') throw new AppError('conflict', 'Your share is already paid')
  return { status: 'paid', testMode: true }
}
