// One Stripe Checkout page per amount due (an offer's deposit, a wedding's retainer, the rest of a gig, one
// person's share), on the artist's account: opened once and handed out again while Stripe keeps it open
// and its amount is still what is due, so two taps, tabs or phones make one charge. Stripe is sent an
// Idempotency-Key naming what is paid and its version, so a retry after a lost answer gets the same page.
// When an amount due changes, its page is expired first (expireCheckouts), before the change is written.
// Callers hold the gig's row lock throughout, so two requests at once queue instead of both opening one.
import { createHash } from 'node:crypto'
import type Stripe from 'stripe'
import type { DbClient, PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { formatMoney } from '@/lib/format/money'
import type { CheckoutSession } from '@/lib/generated/prisma/client'
import type { CheckoutPurpose } from '@/lib/generated/prisma/enums'
import { log } from '@/lib/log'
import { enqueueEmail } from '@/lib/mail/outbox'
import { getPayments } from '@/lib/payments/get-payments'
import type { OneOffPayment, OneOffResult } from '@/lib/payments/provider'
import type { BankDebitState } from '@/lib/payouts/schema'
import { paymentFailedMessage } from './payment-emails'
import { gigPath } from './links'
import { notifyOwner } from '@/lib/notifications/notify-owner'

/** A transaction that opens or expires a page waits on Stripe, with the gig locked. */
export const CHECKOUT_TIMEOUT_MS = 30_000

/** A page Stripe closes within this is not handed out again: the client needs the time to pay on it. */
const REUSE_MARGIN_MS = 30 * 60 * 1000

/** What a page takes money for: the gig and the purpose, and the share for a share. */
export type CheckoutSubject = { appointmentId: string; purpose: CheckoutPurpose; shareId?: string | null }

type Urls = { success: string; cancel: string }

/** The key of one version of one amount due: the same request again (a retry, a second tab) gets the same page. */
function checkoutKey({ appointmentId, purpose, shareId }: CheckoutSubject, request: { payment: OneOffPayment; urls: Urls }, version: number) {
  const digest = createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 24)
  return `checkout-${purpose}-${shareId ?? appointmentId}-${request.payment.amountCents}-${version}-${digest}`
}

/**
 * The page for this amount due: the open one when its amount and account are still right, otherwise a new
 * one (the stale one expired first). Test mode answers `paid` at once, for the caller to record.
 */
export async function openCheckout(tx: PrismaTx, subject: CheckoutSubject, payment: OneOffPayment, urls: Urls, now = new Date()): Promise<OneOffResult> {
  const shareId = subject.shareId ?? null
  const earlier = await tx.checkoutSession.findMany({ where: { appointmentId: subject.appointmentId, purpose: subject.purpose, shareId } })
  const open = earlier.find((session) => session.status === 'open')
  if (open && open.amountCents === payment.amountCents && open.accountId === payment.accountId && open.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS)
    return { status: 'checkout', url: open.url, sessionId: open.providerSessionId, expiresAt: open.expiresAt }
  if (open && (await closeCheckout(tx, open, now)) === 'paid') throw paidMeanwhile()
  const result = await getPayments().payOnce({ ...payment, idempotencyKey: checkoutKey(subject, { payment, urls }, earlier.length) }, urls)
  if (result.status === 'checkout') {
    await tx.checkoutSession.create({
      data: {
        appointmentId: subject.appointmentId,
        purpose: subject.purpose,
        shareId,
        amountCents: payment.amountCents,
        accountId: payment.accountId,
        providerSessionId: result.sessionId,
        url: result.url,
        expiresAt: result.expiresAt,
      },
    })
  }
  return result
}

const paidMeanwhile = () => new AppError('conflict', 'A payment for this went through a moment ago. Please wait a minute for it to arrive, then try again.')

/** Expires one open page at Stripe (one already past its end is closed by Stripe itself); answers `paid` when the client paid on it first. */
async function closeCheckout(tx: PrismaTx, session: CheckoutSession, now: Date): Promise<'expired' | 'paid'> {
  const outcome =
    session.expiresAt <= now ? 'expired' : await getPayments().expireCheckout({ sessionId: session.providerSessionId, accountId: session.accountId })
  await tx.checkoutSession.update({ where: { id: session.id }, data: { status: outcome } })
  return outcome
}

/**
 * Expires the gig's open pages (of `purposes`, of one share), so none takes an amount no longer due.
 * `whenPaid`: a page paid a moment ago refuses the change (`refuse`: the payment is on its way, the
 * artist tries again once it is recorded) or lets it go ahead (`proceed`: cancelling; the payment is then
 * recorded as one to refund).
 */
export async function expireCheckouts(
  tx: PrismaTx,
  { appointmentId, purposes, shareId, whenPaid }: { appointmentId: string; purposes?: CheckoutPurpose[]; shareId?: string; whenPaid: 'refuse' | 'proceed' },
  now = new Date(),
) {
  const open = await tx.checkoutSession.findMany({
    where: { appointmentId, status: 'open', ...(purposes ? { purpose: { in: purposes } } : {}), ...(shareId ? { shareId } : {}) },
  })
  for (const session of open) {
    if ((await closeCheckout(tx, session, now)) === 'paid' && whenPaid === 'refuse') throw paidMeanwhile()
  }
}

/** Her last page's bank debit, while it is going through or once it failed (a newer page clears it). */
export async function bankDebitOf(
  db: DbClient,
  { appointmentId, purposes, shareId }: { appointmentId: string; purposes: CheckoutPurpose[]; shareId?: string },
): Promise<BankDebitState | null> {
  const last = await db.checkoutSession.findFirst({
    where: { appointmentId, purpose: { in: purposes }, ...(shareId ? { shareId } : {}) },
    orderBy: { createdAt: 'desc' },
  })
  return last && (last.status === 'processing' || last.status === 'failed') ? { status: last.status, amount: last.amountCents } : null
}

/** Stripe's word on a completed page: paid, or on its way (a delayed method such as BECS Direct Debit). */
export async function settleCheckout(tx: PrismaTx, session: Pick<Stripe.Checkout.Session, 'id' | 'payment_status'>) {
  const status = session.payment_status === 'unpaid' ? 'processing' : 'paid'
  await tx.checkoutSession.updateMany({ where: { providerSessionId: session.id }, data: { status } })
}

/**
 * checkout.session.async_payment_failed: a delayed method failed, so nothing was paid. Her page says so
 * (the page's row is `failed`) and the artist hears of it; nothing was booked or recorded.
 */
export async function applyCheckoutFailed(tx: PrismaTx, session: Stripe.Checkout.Session, accountId: string | null) {
  await tx.checkoutSession.updateMany({ where: { providerSessionId: session.id }, data: { status: 'failed' } })
  const { appointmentId, shareId } = session.metadata ?? {}
  const gig = appointmentId && accountId ? await tx.appointment.findFirst({ where: { id: appointmentId, user: { payoutsAccountId: accountId } } }) : null
  if (!gig) return log.info('stripe failed payment for a gig we do not hold', { session: session.id })
  const share = shareId ? await tx.paymentShare.findFirst({ where: { id: shareId, appointmentId: gig.id } }) : null
  const payerName = share?.name ?? gig.customerName
  const amountCents = session.amount_total ?? 0
  await notifyOwner(
    tx,
    {
      userId: gig.userId,
      type: 'booking',
      message: `${payerName}’s ${formatMoney(amountCents)} bank payment failed (#${gig.requestNumber})`,
      link: gigPath(gig.id),
    },
    { kind: 'paymentProblem', title: 'A payment failed' },
  )
  const owner = await tx.user.findUniqueOrThrow({ where: { id: gig.userId }, select: { email: true } })
  const message = await paymentFailedMessage({ payerName, requestNumber: gig.requestNumber, amountCents, link: `${env.APP_URL}${gigPath(gig.id)}` })
  await enqueueEmail({ to: owner.email, subject: `Payment failed: #${gig.requestNumber} ${payerName}`, ...message }, tx)
}
