// The owner e-mails the customer a receipt for a payment on a gig (card or offline), again if asked.
import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import { lockAppointment } from './locks'
import { enqueueReceipt } from './receipts'
import { receiptAnswer, type ReceiptAnswer } from './payment-schema'

export async function sendReceipt({
  user,
  appointmentId,
  paymentId,
}: {
  user: { id: string }
  appointmentId: string
  paymentId: string
}): Promise<ReceiptAnswer> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, businessName: true, timeZone: true } })
  return prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    const payment = gig.payments.find((candidate) => candidate.id === paymentId)
    if (!payment) throw notFound('Payment')
    const receiptNumber = await enqueueReceipt(tx, { gig, payment, owner, overCap: 'refuse' })
    return receiptAnswer.parse({ receiptNumber, sentTo: gig.customerEmail })
  })
}
