// Money received outside the app (cash, bank transfer…): the remaining amount follows, and the gig is
// paid once nothing remains. A gig held for its deposit (a wedding's retainer) is booked once what was
// recorded covers it. The client gets her receipt by e-mail unless the owner turned that off.
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { formatMoney } from '@/lib/format/money'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { expireCheckouts } from './checkout-sessions'
import { bookHeldGig } from './confirm-booking'
import { slotInstant } from './dates'
import { GIG_INCLUDE, lockAppointment } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import { receiptEmail, takeReceiptNumber } from './receipts'
import type { RecordPaymentBody } from './payment-schema'
import type { AppointmentResponse } from './response-schema'
import { remainingCents, toAppointmentResponse } from './to-appointment-response'

export async function recordPayment({
  user,
  appointmentId,
  input,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  input: RecordPaymentBody
  now?: Date
}): Promise<AppointmentResponse> {
  const timeZone = await ownerTimeZone(user.id)
  const appointment = await prisma.$transaction(async (tx) => {
    const current = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!current) throw notFound('Gig')
    if (current.status !== 'booked' && current.status !== 'awaitingDeposit')
      throw new AppError('conflict', 'Payments can be recorded once the client has accepted the offer')
    const remaining = remainingCents(current)
    if (remaining === 0) throw new AppError('conflict', 'Nothing remains to be paid for this gig')
    if (input.amount > remaining) {
      throw new AppError('unprocessable', `That is more than the ${formatMoney(remaining)} remaining`, {
        fields: { amount: `At most ${formatMoney(remaining)}` },
      })
    }
    // The rest left to pay by card changes (and a held gig's deposit): a page open for the old amount must not take it.
    const purposes = current.status === 'awaitingDeposit' ? undefined : (['balance'] as const)
    await expireCheckouts(tx, { appointmentId: current.id, purposes: purposes && [...purposes], whenPaid: 'refuse' }, now)
    const payment = await tx.payment.create({
      data: {
        userId: user.id,
        appointmentId: current.id,
        amountCents: input.amount,
        method: input.method,
        note: input.note,
        paidAt: input.paidAt ? slotInstant(input.paidAt, '12:00', timeZone) : now,
      },
    })
    const paidToDate = current.paidToDateCents + input.amount
    await tx.appointment.update({ where: { id: current.id, userId: user.id }, data: { paidToDateCents: paidToDate, paid: paidToDate >= current.totalCents } })
    await bookHeldGig(tx, { appointmentId: current.id })
    const owner = await tx.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { email: true, businessName: true, timeZone: true, offlineReceipts: true },
    })
    // Numbered in the payment's transaction; its PDF is drawn and e-mailed once that has committed.
    const receiptNumber = owner.offlineReceipts && current.customerEmail ? await takeReceiptNumber(tx, payment) : null
    const updated = await tx.appointment.findUniqueOrThrow({ where: { id: current.id }, include: GIG_INCLUDE })
    return { ...updated, owner, receipt: receiptNumber === null ? null : { payment, receiptNumber } }
  })
  if (appointment.receipt) {
    const message = await receiptEmail(prisma, {
      gig: appointment,
      payment: appointment.receipt.payment,
      owner: appointment.owner,
      receiptNumber: appointment.receipt.receiptNumber,
    })
    await prisma.$transaction((tx) => sendClientEmail(tx, message, { userId: user.id, overCap: 'skip' }))
  }
  return toAppointmentResponse(appointment, { timeZone, now })
}
