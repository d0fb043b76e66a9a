// The customer accepts an offer on its public page, having accepted the cancellation policy. With a
// deposit due and the artist's card payouts on, the payments adapter takes it on the artist's own
// account: test mode records it at once (and says so), Stripe answers the deposit's one Checkout page
// (checkout-sessions.ts) and its webhook books the gig once the money is in. Without card payouts (none
// yet, or Stripe restricted the account) the gig is held as awaiting its deposit, which the customer pays
// the offline ways the offer page shows and the artist records (hold-for-deposit.ts); with no deposit it
// is booked at once. A held gig whose artist takes cards again can have its deposit paid by card the same way.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { isTestMode } from '@/lib/payments/get-payments'
import { platformFeeCents } from '@/lib/payouts/payment-settings'
import { CHECKOUT_TIMEOUT_MS, openCheckout } from './checkout-sessions'
import { ACCEPT_REFUSALS, confirmBooking } from './confirm-booking'
import { DEPOSIT_KIND } from './deposit-checkout'
import { getOffer } from './get-offer'
import { holdForDeposit } from './hold-for-deposit'
import { offerUrl } from './links'
import { lockAppointment } from './locks'
import type { BookingPaymentAnswer } from './payment-schema'

export async function acceptOffer({ token, now = new Date() }: { token: string; now?: Date }): Promise<BookingPaymentAnswer> {
  const found = await getOffer({ token, now })
  if (!found) throw new AppError('not_found', 'This offer could not be found')
  const { view: offer, appointmentId, customerEmail, cardAccountId } = found
  if (offer.status === 'booked') throw new AppError('conflict', 'You have already accepted this offer')
  if (offer.status === 'awaitingDeposit' && !(offer.depositDue > 0 && cardAccountId))
    throw new AppError('conflict', `You have accepted this offer: ${offer.business.name} books you once your deposit arrives`)
  if (offer.status === 'expired') throw new AppError('conflict', offer.withdrawn ? 'This offer was withdrawn' : 'This offer has expired')
  // A wedding quote is taken by signing its contract and paying the retainer (lib/weddings/proposal.ts).
  if (await prisma.quote.count({ where: { appointmentId } })) throw new AppError('conflict', 'Please sign the contract, then pay the retainer')
  if (offer.status === 'cancelled') throw new AppError('conflict', 'This booking was cancelled')

  if (offer.depositDue > 0 && cardAccountId) {
    const page = offerUrl(token)
    // The gig stays locked while its page is found or opened: a second tab waits, then gets the same page.
    return prisma.$transaction(
      async (tx) => {
        const gig = await lockAppointment(tx, { appointmentId })
        if (!gig) throw new AppError('not_found', 'This offer could not be found')
        if (gig.status !== 'offered' && gig.status !== 'awaitingDeposit') throw new AppError('conflict', ACCEPT_REFUSALS[gig.status])
        const depositDue = Math.max(gig.depositCents - gig.paidToDateCents, 0)
        const payment = await openCheckout(
          tx,
          { appointmentId, purpose: 'deposit' },
          {
            amountCents: depositDue,
            feeCents: platformFeeCents(depositDue),
            accountId: cardAccountId,
            name: `Deposit: ${offer.business.name}, ${offer.date} (#${offer.requestNumber})`,
            customerEmail,
            metadata: { kind: DEPOSIT_KIND, appointmentId },
          },
          { success: `${page}?paid=1`, cancel: page },
          now,
        )
        if (payment.status === 'checkout') {
          await tx.appointment.update({ where: { id: appointmentId }, data: { policyAcceptedAt: now } })
          return { status: 'checkout', url: payment.url }
        }
        await confirmBooking(tx, {
          appointmentId,
          via: 'accept',
          now,
          deposit: { amountCents: depositDue, provider: 'test', providerPaymentId: payment.providerPaymentId, providerAccountId: cardAccountId },
        })
        return { status: 'booked', testMode: true }
      },
      { timeout: CHECKOUT_TIMEOUT_MS },
    )
  }
  if (offer.depositDue > 0) {
    await prisma.$transaction((tx) => holdForDeposit(tx, { appointmentId, now }))
    return { status: 'awaitingDeposit' }
  }
  await prisma.$transaction((tx) => confirmBooking(tx, { appointmentId, via: 'accept', now }))
  return { status: 'booked', testMode: isTestMode() }
}
