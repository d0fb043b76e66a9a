// Money received outside the app (cash, bank transfer…): the remaining amount follows, and the gig is
// paid once nothing remains. A gig held for its deposit (a wedding's retainer) is booked once what was
// recorded covers it. The client gets her receipt by e-mail unless the owner turned that off.
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { formatMoney } from '@/lib/format/money'
import { expireCheckouts } from './checkout-sessions'
import { bookHeldGig } from './confirm-booking'
import { slotInstant } from './dates'
import { GIG_INCLUDE, lockAppointment } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import { enqueueReceipt } from './receipts'
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
    // Numbered and queued in the payment's transaction; the outbox draws its PDF when it sends it.
    const paid = await tx.appointment.findUniqueOrThrow({ where: { id: current.id } })
    if (owner.offlineReceipts && paid.customerEmail) await enqueueReceipt(tx, { gig: paid, payment, owner })
    return tx.appointment.findUniqueOrThrow({ where: { id: current.id }, include: GIG_INCLUDE })
  })
  return toAppointmentResponse(appointment, { timeZone, now })
}
