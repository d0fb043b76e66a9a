// Stripe's disputes on an artist's card payment. charge.dispute.created: the artist hears of it at once (a
// notification and an e-mail) with the link to the dispute in her Stripe Dashboard, where she answers it
// herself (an account made with the full Stripe Dashboard), and the evidence this app holds for it: the
// signed contract and its SHA-256, the offer she accepted, the receipts, the messages. An older Express
// account cannot submit evidence from its dashboard: the platform answers those, so the team hears too.
// charge.dispute.closed: a dispute lost takes the money back, so what was paid drops and the balance is
// due again; one won is good news.
import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import { formatInZone } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/format/money'
import { log } from '@/lib/log'
import { enqueueEmail } from '@/lib/mail/outbox'
import { currentSignature } from '@/lib/weddings/quote-state'
import { disputeLostMessage, disputeMessage } from './payment-emails'
import { gigPath } from './links'
import { lockAppointment } from './locks'
import { cardPaymentFor, recordRefund } from './refund-payment'
import { remainingCents } from './to-appointment-response'
import { notifyOwner } from '@/lib/notifications/notify-owner'

const DAY = 'd MMM yyyy'

/** Where the dispute is in Stripe's Dashboard: the charge's page (its dispute on it), test-mode path for test-mode events. */
export function disputeDashboardUrl(dispute: Pick<Stripe.Dispute, 'charge' | 'livemode'>) {
  const charge = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id
  return `https://dashboard.stripe.com/${dispute.livemode ? '' : 'test/'}payments/${charge}`
}

/** A connected account in the platform's own Dashboard (the team answers an Express account's disputes there). */
const platformAccountUrl = (accountId: string, livemode: boolean) => `https://dashboard.stripe.com/${livemode ? '' : 'test/'}connect/accounts/${accountId}`

/** What the app holds that answers a dispute, one line each. */
async function evidenceFor(tx: PrismaTx, gig: NonNullable<Awaited<ReturnType<typeof lockAppointment>>>, timeZone: string): Promise<string[]> {
  const evidence: string[] = []
  const quote = await tx.quote.findUnique({ where: { appointmentId: gig.id }, include: { signatures: true } })
  const signature = quote && currentSignature(quote.signatures)
  if (signature)
    evidence.push(
      `The signed contract: signed by ${signature.fullName} on ${formatInZone(signature.signedAt, timeZone, DAY)}, SHA-256 ${signature.termsHash} (${env.APP_URL}${gigPath(gig.id)}/contract)`,
    )
  if (gig.offerSentAt)
    evidence.push(
      `The offer: sent ${formatInZone(gig.offerSentAt, timeZone, DAY)}${gig.acceptedAt ? `, accepted ${formatInZone(gig.acceptedAt, timeZone, DAY)}` : ''}${gig.policyAcceptedAt ? ' with its cancellation policy' : ''}`,
    )
  const receipts = gig.payments.filter((payment) => payment.receiptNumber !== null).map((payment) => `#${payment.receiptNumber}`)
  if (receipts.length) evidence.push(`Receipts ${receipts.join(', ')}, e-mailed to the client`)
  if (gig.origin === 'bookingRequest' && gig.description) evidence.push(`The client's booking request, in her own words: “${gig.description}”`)
  const emails = gig.customerEmail ? await tx.emailOutbox.count({ where: { to: gig.customerEmail, subject: { contains: `#${gig.requestNumber}` } } }) : 0
  if (emails) evidence.push(`${emails} e-mail${emails === 1 ? '' : 's'} to the client about this booking (in your Glowfolio mailbox history)`)
  return evidence
}

export async function applyDisputeCreated(tx: PrismaTx, dispute: Stripe.Dispute, accountId: string | null) {
  const payment = await cardPaymentFor(tx, dispute, accountId)
  if (!payment) return log.info('stripe dispute for a payment we do not hold', { dispute: dispute.id })
  const gig = await lockAppointment(tx, { appointmentId: payment.appointmentId })
  if (!gig) return
  const owner = await tx.user.findUniqueOrThrow({ where: { id: gig.userId }, select: { email: true, timeZone: true, payoutsDashboard: true } })
  await notifyOwner(
    tx,
    { userId: gig.userId, type: 'booking', message: `${gig.customerName} disputed a card payment (#${gig.requestNumber})`, link: gigPath(gig.id) },
    { kind: 'paymentProblem', title: 'A payment was disputed' },
  )
  const byPlatform = owner.payoutsDashboard === 'express'
  const facts = {
    customerName: gig.customerName,
    requestNumber: gig.requestNumber,
    amountCents: dispute.amount,
    reason: dispute.reason.replaceAll('_', ' '),
    dueBy: dispute.evidence_details?.due_by ? formatInZone(new Date(dispute.evidence_details.due_by * 1000), owner.timeZone, DAY) : null,
    evidence: await evidenceFor(tx, gig, owner.timeZone),
    gigLink: `${env.APP_URL}${gigPath(gig.id)}`,
  }
  const subject = `Payment disputed: #${gig.requestNumber} ${gig.customerName}`
  const email = await disputeMessage({ ...facts, dashboardUrl: byPlatform ? null : disputeDashboardUrl(dispute) })
  await enqueueEmail({ to: owner.email, replyTo: byPlatform ? env.TEAM_EMAIL : undefined, subject, ...email }, tx)
  if (byPlatform && accountId) {
    const team = await disputeMessage({ ...facts, dashboardUrl: platformAccountUrl(accountId, dispute.livemode), forTeam: true })
    await enqueueEmail({ to: env.TEAM_EMAIL, replyTo: owner.email, subject: `To answer: ${subject} (${accountId})`, ...team }, tx)
  }
}

/** charge.dispute.closed: lost, the money is gone (recorded once, against the payment), and the balance reopens. */
export async function applyDisputeClosed(tx: PrismaTx, dispute: Stripe.Dispute, accountId: string | null) {
  if (dispute.status !== 'lost' && dispute.status !== 'won') return
  const found = await cardPaymentFor(tx, dispute, accountId)
  if (!found) return log.info('stripe dispute for a payment we do not hold', { dispute: dispute.id })
  const gig = await lockAppointment(tx, { appointmentId: found.appointmentId })
  const payment = gig?.payments.find((candidate) => candidate.id === found.id)
  if (!gig || !payment) return
  if (dispute.status === 'won') {
    await tx.notification.create({
      data: {
        userId: gig.userId,
        type: 'booking',
        message: `You won ${gig.customerName}’s dispute: the money stays yours (#${gig.requestNumber})`,
        link: gigPath(gig.id),
      },
    })
    return
  }
  if (await tx.refund.findUnique({ where: { providerRefundId: dispute.id } })) return
  const amountCents = Math.min(dispute.amount, payment.amountCents - payment.refundedCents)
  const updated = await recordRefund(tx, {
    gig,
    payment,
    amountCents,
    provider: 'stripe',
    providerRefundId: dispute.id,
    notify: false,
    kind: 'disputeLost',
    lowersPrice: false,
    method: null,
  })
  await notifyOwner(
    tx,
    {
      userId: gig.userId,
      type: 'booking',
      message: `${gig.customerName}’s dispute was lost: ${formatMoney(amountCents)} taken back, ${formatMoney(remainingCents(updated))} due again (#${gig.requestNumber})`,
      link: gigPath(gig.id),
    },
    { kind: 'paymentProblem', title: 'A dispute was lost' },
  )
  const email = await disputeLostMessage({
    customerName: gig.customerName,
    requestNumber: gig.requestNumber,
    amountCents,
    remainingCents: remainingCents(updated),
    link: `${env.APP_URL}${gigPath(gig.id)}`,
  })
  await enqueueEmail({ to: updated.user.email, subject: `Dispute lost: #${gig.requestNumber} ${gig.customerName}`, ...email }, tx)
}
