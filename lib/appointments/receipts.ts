// Receipts and refund e-mails to the customer. Receipt numbers run 1, 2, 3… per owner, given when a
// payment's first receipt goes out (a receipt sent again keeps its number).
import type { PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { Appointment, Payment } from '@/lib/generated/prisma/client'
import { sendClientEmail, type OverCap } from '@/lib/mail/client-messages'
import { PAYMENT_METHOD_LABELS } from './schema'
import { type RefundTerms } from './payment-schema'
import { dayIn } from './dates'
import { gigForEmail } from './gig-email-lines'
import { receiptMessage, refundMessage } from './payment-emails'
import { paymentNames } from './payment-names'
import { depositNameOf, remainingCents } from './to-appointment-response'

type Owner = { email: string; businessName: string | null; timeZone: string }

async function nextReceiptNumber(tx: PrismaTx, userId: string): Promise<number> {
  const [row] = await tx.$queryRaw<
    { lastReceiptNumber: number }[]
  >`UPDATE "User" SET "lastReceiptNumber" = "lastReceiptNumber" + 1 WHERE "id" = ${userId} RETURNING "lastReceiptNumber"`
  return row.lastReceiptNumber
}

/** What a payment was for ("Retainer", "Balance", "Chloe’s share"), and the share it paid, if any. */
async function paymentPurpose(tx: PrismaTx, { appointmentId, paymentId }: { appointmentId: string; paymentId: string }) {
  const gig = await tx.appointment.findUniqueOrThrow({
    where: { id: appointmentId },
    select: {
      depositCents: true,
      quote: { select: { id: true } },
      payments: { select: { id: true, amountCents: true, paidAt: true } },
      paymentShares: { select: { name: true, paymentId: true, amountCents: true } },
    },
  })
  const name = paymentNames({ depositCents: gig.depositCents, depositName: depositNameOf(gig) }, gig.payments, gig.paymentShares).get(paymentId) ?? 'Payment'
  return { name, share: gig.paymentShares.find((share) => share.paymentId === paymentId) ?? null }
}

/**
 * E-mails the customer (or `payer`, who paid a share of it) a receipt for one payment, named for what
 * it paid; answers its number. A payment's own receipt never holds the payment back (`skip` past a cap);
 * one the owner asks for again is refused (`refuse`). A share's receipt tells its payer of her own share, not the gig's balance.
 */
export async function enqueueReceipt(
  tx: PrismaTx,
  {
    gig,
    payment,
    owner,
    payer,
    overCap = 'skip',
  }: { gig: Appointment; payment: Payment; owner: Owner; payer?: { name: string; email: string }; overCap?: OverCap },
): Promise<number> {
  const to = payer ?? (gig.customerEmail ? { name: gig.customerName, email: gig.customerEmail } : null)
  if (!to) throw new AppError('conflict', 'Add the client’s e-mail to the gig to send them a receipt')
  const receiptNumber = payment.receiptNumber ?? (await nextReceiptNumber(tx, gig.userId))
  if (payment.receiptNumber === null) await tx.payment.update({ where: { id: payment.id }, data: { receiptNumber } })
  const businessName = owner.businessName ?? 'Your makeup artist'
  const { name, share } = await paymentPurpose(tx, { appointmentId: gig.id, paymentId: payment.id })
  const email = await receiptMessage({
    businessName,
    customerName: to.name,
    gig: gigForEmail(gig),
    receiptNumber,
    paidFor: name,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    method: PAYMENT_METHOD_LABELS[payment.method],
    paidOn: dayIn(owner.timeZone, payment.paidAt),
    left: share ? { share: Math.max(share.amountCents - (payment.amountCents - payment.refundedCents), 0) } : { balance: remainingCents(gig) },
    testMode: payment.provider === 'test',
  })
  await sendClientEmail(
    tx,
    { to: to.email, replyTo: owner.email, subject: `Receipt #${receiptNumber} from ${businessName}`, ...email },
    { userId: gig.userId, overCap },
  )
  return receiptNumber
}

/**
 * Tells whoever paid it (the client, or the party member whose share it was) of a refund: of which
 * payment, how it went back, and what is left to pay now.
 */
export async function enqueueRefundEmail(
  tx: PrismaTx,
  {
    gig,
    payment,
    owner,
    amountCents,
    lowersPrice,
    method,
  }: { gig: Appointment; payment: Payment; owner: Pick<Owner, 'email' | 'businessName'>; amountCents: number } & RefundTerms,
) {
  const { name, share } = await paymentPurpose(tx, { appointmentId: gig.id, paymentId: payment.id })
  const shareEmail = share ? (await tx.paymentShare.findFirst({ where: { paymentId: payment.id }, select: { email: true } }))?.email : null
  const to = share
    ? shareEmail
      ? { name: share.name, email: shareEmail }
      : null
    : gig.customerEmail
      ? { name: gig.customerName, email: gig.customerEmail }
      : null
  if (!to) return
  const businessName = owner.businessName ?? 'Your makeup artist'
  const email = await refundMessage({
    businessName,
    customerName: to.name,
    gig: gigForEmail(gig),
    amountCents,
    paidCents: payment.amountCents,
    paidFor: name,
    back: payment.provider === 'test' ? 'test' : payment.provider ? 'card' : (method ?? 'other'),
    newTotalCents: lowersPrice ? gig.totalCents : null,
    remainingCents: share ? null : remainingCents(gig),
  })
  // The refund stands even past a cap.
  await sendClientEmail(tx, { to: to.email, replyTo: owner.email, subject: `Refund from ${businessName}`, ...email }, { userId: gig.userId, overCap: 'skip' })
}
