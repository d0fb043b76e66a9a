// Receipts and refund e-mails to the customer. Receipt numbers run 1, 2, 3… per owner, given when a
// payment's first receipt goes out (a receipt sent again keeps its number).
import type { PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { Appointment, Payment } from '@/lib/generated/prisma/client'
import { enqueueEmail } from '@/lib/mail/outbox'
import { PAYMENT_METHOD_LABELS } from './schema'
import { dayIn } from './dates'
import { gigForEmail, receiptMessage, refundMessage } from './emails'
import { remainingCents } from './to-appointment-response'

type Owner = { email: string; businessName: string | null; timeZone: string }

async function nextReceiptNumber(tx: PrismaTx, userId: string): Promise<number> {
  const [row] = await tx.$queryRaw<
    { lastReceiptNumber: number }[]
  >`UPDATE "User" SET "lastReceiptNumber" = "lastReceiptNumber" + 1 WHERE "id" = ${userId} RETURNING "lastReceiptNumber"`
  return row.lastReceiptNumber
}

/** E-mails the customer (or `payer`, who paid a share of it) a receipt for one payment; answers its number. */
export async function enqueueReceipt(
  tx: PrismaTx,
  { gig, payment, owner, payer }: { gig: Appointment; payment: Payment; owner: Owner; payer?: { name: string; email: string } },
): Promise<number> {
  const to = payer ?? (gig.customerEmail ? { name: gig.customerName, email: gig.customerEmail } : null)
  if (!to) throw new AppError('conflict', 'Add the client’s e-mail to the gig to send them a receipt')
  const receiptNumber = payment.receiptNumber ?? (await nextReceiptNumber(tx, gig.userId))
  if (payment.receiptNumber === null) await tx.payment.update({ where: { id: payment.id }, data: { receiptNumber } })
  const businessName = owner.businessName ?? 'Your makeup artist'
  const email = await receiptMessage({
    businessName,
    customerName: to.name,
    gig: gigForEmail(gig),
    receiptNumber,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    method: PAYMENT_METHOD_LABELS[payment.method],
    paidOn: dayIn(owner.timeZone, payment.paidAt),
    remainingCents: remainingCents(gig),
    testMode: payment.provider === 'test',
  })
  await enqueueEmail({ to: to.email, replyTo: owner.email, subject: `Receipt #${receiptNumber} from ${businessName}`, ...email }, tx)
  return receiptNumber
}

export async function enqueueRefundEmail(
  tx: PrismaTx,
  { gig, payment, owner, amountCents }: { gig: Appointment; payment: Payment; owner: Pick<Owner, 'email' | 'businessName'>; amountCents: number },
) {
  if (!gig.customerEmail) return
  const businessName = owner.businessName ?? 'Your makeup artist'
  const email = await refundMessage({
    businessName,
    customerName: gig.customerName,
    gig: gigForEmail(gig),
    amountCents,
    paidCents: payment.amountCents,
    remainingCents: remainingCents(gig),
    testMode: payment.provider === 'test',
  })
  await enqueueEmail({ to: gig.customerEmail, replyTo: owner.email, subject: `Refund from ${businessName}`, ...email }, tx)
}
