// A party member pays her share by card through her own link, on the artist's connected account like
// the rest of the gig. Test mode records it at once; Stripe answers her share's one Checkout page (the
// same one for a second tap or phone while it is open: checkout-sessions.ts), and the webhook records it.
// A share is paid once: the gig is locked while it is recorded, and a second payment Stripe takes anyway
// is kept on the gig as an overpayment to refund.
import type Stripe from 'stripe'
import { fromDbDate } from '@/lib/appointments/dates'
import { gigPath } from '@/lib/appointments/links'
import { lockAppointment } from '@/lib/appointments/locks'
import { CHECKOUT_TIMEOUT_MS, openCheckout } from '@/lib/appointments/checkout-sessions'
import { addCardPayment, type CardPayment } from '@/lib/appointments/pay-balance'
import { enqueueReceipt } from '@/lib/appointments/receipts'
import type { PayBalanceAnswer } from '@/lib/appointments/payment-schema'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { formatMoney } from '@/lib/format/money'
import { log } from '@/lib/log'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { platformFeeCents } from '@/lib/payouts/payment-settings'
import { findShare, shareStatus } from './get-share'
import { shareUrl } from './links'
import { notifyOwner } from '@/lib/notifications/notify-owner'
import { enqueuePush } from '@/lib/push/enqueue-push'

/** Marks a Checkout session as one person's share of a gig, for the webhook. */
export const SHARE_KIND = 'gigShare'

type SharePayment = CardPayment & { shareId: string; payerEmail: string | null }

/**
 * Records a share's card payment on its gig, with her receipt (to her address, or the one she gave
 * Stripe). Her share stays the amount the artist set: paid in full, it is paid (more is an overpayment);
 * less (a page opened before the share was raised) leaves it open, and the artist is told. Answers
 * `paid already` (writing nothing) when the share was paid, or removed, meanwhile.
 */
export async function recordSharePayment(tx: PrismaTx, payment: SharePayment): Promise<'recorded' | 'known' | 'paid already'> {
  const gig = await lockAppointment(tx, { appointmentId: payment.appointmentId })
  if (!gig || (await tx.payment.findUnique({ where: { providerPaymentId: payment.providerPaymentId } }))) return 'known'
  const share = await tx.paymentShare.findFirst({ where: { id: payment.shareId, appointmentId: gig.id } })
  if (!share || share.paidAt) return 'paid already'
  const { created, updated } = await addCardPayment(tx, gig, payment, `Share: ${share.name}`, share.amountCents)
  if (payment.amountCents >= share.amountCents) {
    await tx.paymentShare.update({ where: { id: share.id }, data: { paidAt: created.paidAt, paymentId: created.id } })
    await enqueuePush(tx, {
      userId: gig.userId,
      kind: 'paid',
      title: 'Share paid',
      body: `${share.name} paid her ${formatMoney(share.amountCents)} share (#${gig.requestNumber})`,
      url: gigPath(gig.id),
    })
  } else
    await notifyOwner(
      tx,
      {
        userId: gig.userId,
        type: 'booking',
        message: `${share.name} paid ${formatMoney(payment.amountCents)} of her ${formatMoney(share.amountCents)} share: change her share to what is left (#${gig.requestNumber})`,
        link: gigPath(gig.id),
      },
      { kind: 'paid', title: 'Part of a share paid' },
    )
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
  // The money came all the same (two Checkout pages of one share): nothing of it was due, it is kept to refund.
  log.warn('stripe share paid again', { appointmentId, shareId })
  const gig = await lockAppointment(tx, { appointmentId })
  if (gig) await addCardPayment(tx, gig, payment, 'Share paid again', 0)
}

export async function payShare({ token, now = new Date() }: { token: string; now?: Date }): Promise<PayBalanceAnswer> {
  const share = await findShare(token)
  if (!share) throw new AppError('not_found', 'This payment link could not be found')
  const { appointment: found } = share
  const businessName = found.user.businessName ?? 'Your makeup artist'
  const accountId = cardAccountOf(found.user)
  const page = shareUrl(token)
  // The gig stays locked while her page is found or opened: a second tap or phone waits, then gets the same page.
  return prisma.$transaction(
    async (tx) => {
      const gig = await lockAppointment(tx, { appointmentId: found.id })
      const current = await tx.paymentShare.findUnique({ where: { id: share.id } })
      if (!gig || !current) throw new AppError('not_found', 'This payment link could not be found')
      const status = shareStatus(current, gig)
      if (status === 'paid') throw new AppError('conflict', 'Your share is already paid')
      if (status === 'closed')
        throw new AppError('conflict', `This booking no longer takes payments through this link: please get in touch with ${businessName}`)
      if (!accountId) throw new AppError('conflict', `${businessName} does not take card payments yet`)
      const payment = await openCheckout(
        tx,
        { appointmentId: gig.id, purpose: 'share', shareId: current.id },
        {
          amountCents: current.amountCents,
          feeCents: platformFeeCents(current.amountCents),
          accountId,
          name: `Share of ${current.name}: ${businessName}, ${fromDbDate(gig.date)} (#${gig.requestNumber})`,
          customerEmail: current.email,
          metadata: { kind: SHARE_KIND, appointmentId: gig.id, shareId: current.id },
        },
        { success: `${page}?paid=1`, cancel: page },
        now,
      )
      if (payment.status === 'checkout') return { status: 'checkout', url: payment.url }
      const outcome = await recordSharePayment(tx, {
        appointmentId: gig.id,
        shareId: current.id,
        amountCents: current.amountCents,
        provider: 'test',
        providerPaymentId: payment.providerPaymentId,
        providerAccountId: accountId,
        payerEmail: null,
      })
      if (outcome !== 'recorded') throw new AppError('conflict', 'Your share is already paid')
      return { status: 'paid', testMode: true }
    },
    { timeout: CHECKOUT_TIMEOUT_MS },
  )
}
