// Stripe's charge.dispute.created on an artist's card payment: the artist hears of it at once (a
// notification and an e-mail), since only they can answer it, from their Stripe dashboard.
import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { enqueueEmail } from '@/lib/mail/outbox'
import { disputeMessage } from './emails'
import { gigPath } from './links'
import { cardPaymentFor } from './refund-payment'

export async function applyDisputeCreated(tx: PrismaTx, dispute: Stripe.Dispute, accountId: string | null) {
  const payment = await cardPaymentFor(tx, dispute, accountId)
  if (!payment) return log.info('stripe dispute for a payment we do not hold', { dispute: dispute.id })
  const gig = await tx.appointment.findUniqueOrThrow({ where: { id: payment.appointmentId }, include: { user: { select: { email: true } } } })
  const reason = dispute.reason.replaceAll('_', ' ')
  await tx.notification.create({
    data: { userId: gig.userId, type: 'booking', message: `${gig.customerName} disputed a card payment (#${gig.requestNumber})`, link: gigPath(gig.id) },
  })
  const email = await disputeMessage({
    customerName: gig.customerName,
    requestNumber: gig.requestNumber,
    amountCents: dispute.amount,
    reason,
    link: `${env.APP_URL}${gigPath(gig.id)}`,
  })
  await enqueueEmail({ to: gig.user.email, subject: `Payment disputed: #${gig.requestNumber} ${gig.customerName}`, ...email }, tx)
}
