// The client's side of a wedding quote, reached by the offer's secret link: she reads the proposal,
// chooses headcounts within the artist's limits, signs the contract (her typed name, the time, her
// address and browser, and the SHA-256 of the exact terms she read), then pays the retainer once: by
// card when the artist takes cards (its one Checkout page); otherwise signing holds her date as awaiting
// the retainer, which she pays the artist's offline ways and the artist records
// (lib/appointments/hold-for-deposit.ts).
import { CHECKOUT_TIMEOUT_MS, expireCheckouts, openCheckout } from '@/lib/appointments/checkout-sessions'
import { confirmBooking } from '@/lib/appointments/confirm-booking'
import { DEPOSIT_KIND } from '@/lib/appointments/deposit-checkout'
import { getOffer } from '@/lib/appointments/get-offer'
import { holdForDeposit } from '@/lib/appointments/hold-for-deposit'
import { depositDueCents } from '@/lib/appointments/to-appointment-response'
import { formatDay } from '@/lib/appointments/describe'
import { gigPath, offerUrl } from '@/lib/appointments/links'
import { lockAppointment } from '@/lib/appointments/locks'
import type { BookingPaymentAnswer } from '@/lib/appointments/payment-schema'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { isTestMode } from '@/lib/payments/get-payments'
import { platformFeeCents } from '@/lib/payouts/payment-settings'
import { applyQuoteToGig, currentSignature, quoteState, supersedeChangedSignature, termsFor, weddingFacts, weddingReadyBy } from './quote-state'
import { sendSignedContract } from './send-signed-contract'
import { toSignedContract } from './signed-contract'
import { proposalView, type HeadcountBody, type ProposalView, type SignBody } from './schema'
import { notifyOwner } from '@/lib/notifications/notify-owner'

const notFoundProposal = () => new AppError('not_found', 'This proposal could not be found')

/** The proposal behind an offer link, or null: an unknown token, or an offer that is not a quote. */
export async function getProposal({ token, now = new Date() }: { token: string; now?: Date }) {
  const offer = await getOffer({ token, now })
  if (!offer) return null
  const gig = await prisma.appointment.findUnique({ where: { id: offer.appointmentId }, include: { quote: { include: { signatures: true } } } })
  if (!gig?.quote) return null
  const state = quoteState(gig.quote, gig, offer.timeZone)
  const terms = termsFor(state, gig, offer.view.business.name)
  const signature = currentSignature(gig.quote.signatures)
  const view = proposalView.parse({
    status: offer.view.status,
    withdrawn: offer.view.withdrawn,
    business: { name: offer.view.business.name, profileImg: offer.view.business.profileImg },
    ...weddingFacts(gig, state),
    party: state.party,
    trial: state.trial,
    lines: state.lines,
    totalCents: state.totalCents,
    retainerCents: state.retainerCents,
    balanceCents: state.balanceCents,
    balanceDueDate: state.balanceDueDate,
    retainerRefundable: state.retainerRefundable,
    notes: state.notes,
    terms: terms.text,
    termsHash: terms.hash,
    signature: signature
      ? { fullName: signature.fullName, signedAt: signature.signedAt.toISOString(), termsHash: signature.termsHash, supersededAt: null }
      : null,
    signAgain: !signature && gig.quote.signatures.length > 0,
    paidToDate: gig.paidToDateCents,
    retainerDue: depositDueCents({ depositCents: state.retainerCents, paidToDateCents: gig.paidToDateCents }),
    payment: offer.view.payment,
    reference: offer.view.reference,
    shares: offer.view.shares,
    shared: offer.view.shared,
    repricing: {
      readyBy: weddingReadyBy(gig),
      artistCount: gig.artistCount,
      bufferMinutes: gig.bufferMinutes,
      earlyStartFees: state.feeRules.earlyStartFees,
      minimumTotalCents: state.feeRules.minimumTotalCents,
      retainer: state.retainer,
    },
  })
  return { view, appointmentId: gig.id, quoteId: gig.quote.id, customerEmail: gig.customerEmail, cardAccountId: offer.cardAccountId, timeZone: offer.timeZone }
}

export async function getProposalOrThrow({ token }: { token: string }): Promise<ProposalView> {
  const found = await getProposal({ token })
  if (!found) throw notFoundProposal()
  return found.view
}

/** Locks the quote's gig for a change by the client; refuses once the proposal is no longer open. */
async function lockOpenProposal(tx: PrismaTx, appointmentId: string) {
  const gig = await lockAppointment(tx, { appointmentId })
  const quote = await tx.quote.findUnique({ where: { appointmentId }, include: { signatures: true } })
  if (!gig || !quote) throw notFoundProposal()
  if (gig.status === 'cancelled') throw new AppError('conflict', 'This booking was cancelled')
  if (gig.status === 'expired') throw new AppError('conflict', gig.withdrawnAt ? 'This proposal was withdrawn' : 'This proposal has expired')
  return { gig, quote }
}

/** Her headcounts, one per party row and within its limits; the fees and total are worked out again. */
export async function updateHeadcounts({ token, input, now = new Date() }: { token: string; input: HeadcountBody; now?: Date }): Promise<ProposalView> {
  const found = await getProposal({ token, now })
  if (!found) throw notFoundProposal()
  const business = found.view.business.name
  await prisma.$transaction(async (tx) => {
    const { gig, quote } = await lockOpenProposal(tx, found.appointmentId)
    if (gig.status === 'booked') throw new AppError('conflict', `You are booked: ask ${business} to change your party`)
    if (gig.status === 'awaitingDeposit') throw new AppError('conflict', `Your date is held: ask ${business} to change your party`)
    const party = quoteState(quote, gig, found.timeZone).party
    if (input.counts.length !== party.length) throw new AppError('conflict', 'The quote changed. Please reload the page.')
    const fields: Record<string, string> = {}
    party.forEach((row, index) => {
      const count = input.counts[index]
      if (count < row.minCount || count > row.maxCount)
        fields[`counts.${index}`] =
          row.minCount === row.maxCount ? `${row.role}: ${row.minCount} only` : `${row.role}: between ${row.minCount} and ${row.maxCount}`
    })
    if (Object.keys(fields).length) throw new AppError('unprocessable', Object.values(fields)[0], { fields })
    if (input.counts.every((count) => count === 0)) throw new AppError('unprocessable', 'At least one person must be booked')
    if (party.every((row, index) => row.count === input.counts[index])) return
    // The retainer follows the party: a page open for the old one must not take it.
    await expireCheckouts(tx, { appointmentId: gig.id, purposes: ['retainer'], whenPaid: 'refuse' }, now)
    const changed = await tx.quote.update({
      where: { id: quote.id },
      data: {
        party: party.map((row, index) => ({ ...row, count: input.counts[index] })),
        version: { increment: 1 },
      },
    })
    const state = await applyQuoteToGig(tx, changed, gig, found.timeZone)
    const superseded = await supersedeChangedSignature(tx, {
      quoteId: quote.id,
      signatures: quote.signatures,
      newHash: termsFor(state, gig, business).hash,
      now,
    })
    const people = input.counts.reduce((total, count) => total + count, 0)
    await tx.notification.create({
      data: {
        userId: gig.userId,
        type: 'booking',
        message: `${gig.customerName} changed the party to ${people} ${people === 1 ? 'person' : 'people'}${superseded ? ' and must sign again' : ''}`,
        link: gigPath(gig.id),
      },
    })
  })
  return getProposalOrThrow({ token })
}

/** Her signature on the terms as they stand: refused when the terms she read are no longer them. */
export async function signContract({
  token,
  input,
  ip,
  userAgent,
  now = new Date(),
}: {
  token: string
  input: SignBody
  ip: string
  userAgent: string
  now?: Date
}): Promise<ProposalView> {
  const found = await getProposal({ token, now })
  if (!found) throw notFoundProposal()
  const business = found.view.business.name
  await prisma.$transaction(async (tx) => {
    const { gig, quote } = await lockOpenProposal(tx, found.appointmentId)
    const terms = termsFor(quoteState(quote, gig, found.timeZone), gig, business)
    if (input.termsHash !== terms.hash) throw new AppError('conflict', 'The terms changed while you were reading. Please read them again, then sign.')
    if (currentSignature(quote.signatures)?.termsHash === terms.hash) throw new AppError('conflict', 'You have already signed this contract')
    await supersedeChangedSignature(tx, { quoteId: quote.id, signatures: quote.signatures, newHash: terms.hash, now })
    await tx.contractSignature.create({
      data: {
        quoteId: quote.id,
        quoteVersion: quote.version,
        fullName: input.fullName,
        signedAt: now,
        ip,
        userAgent: userAgent.slice(0, 500),
        termsText: terms.text,
        termsHash: terms.hash,
      },
    })
    await tx.appointment.update({ where: { id: gig.id }, data: { policyAcceptedAt: now } })
    const owner = await tx.user.findUniqueOrThrow({ where: { id: gig.userId }, select: { email: true } })
    const contract = toSignedContract({
      businessName: business,
      customerName: gig.customerName,
      weddingDate: found.view.date,
      timeZone: found.timeZone,
      signatures: await tx.contractSignature.findMany({ where: { quoteId: quote.id } }),
      forOwner: false,
    })!
    await sendSignedContract(tx, { contract, gig, owner, offerToken: token })
    // No card payments: signing is her yes, and the retainer is paid outside the app (the artist is told there).
    if (gig.status === 'offered' && !found.cardAccountId && depositDueCents(gig) > 0) return holdForDeposit(tx, { appointmentId: gig.id, now })
    await notifyOwner(
      tx,
      { userId: gig.userId, type: 'booking', message: `${gig.customerName} signed the contract`, link: gigPath(gig.id) },
      { kind: 'signed', title: 'Contract signed' },
    )
  })
  return getProposalOrThrow({ token })
}

/**
 * The retainer, once she has signed: by card on the artist's account when they take cards (test mode
 * books at once; Stripe answers the retainer's one Checkout page, the same one again on a second tap while
 * it is open and its amount still due: lib/appointments/checkout-sessions.ts), otherwise her date is
 * held awaiting the retainer, which she pays the artist's offline ways. The gig's row lock makes two taps one.
 */
export async function payRetainer({ token, now = new Date() }: { token: string; now?: Date }): Promise<BookingPaymentAnswer> {
  const found = await getProposal({ token, now })
  if (!found) throw notFoundProposal()
  const { view, appointmentId, customerEmail, cardAccountId } = found
  return prisma.$transaction(
    async (tx) => {
      const { gig, quote } = await lockOpenProposal(tx, appointmentId)
      if (gig.status === 'booked') throw new AppError('conflict', 'Your retainer is paid: you’re booked')
      const signature = currentSignature(quote.signatures)
      if (!signature || signature.termsHash !== termsFor(quoteState(quote, gig, found.timeZone), gig, view.business.name).hash)
        throw new AppError('conflict', 'Please sign the contract first')
      const due = depositDueCents(gig)
      if (gig.status === 'awaitingDeposit' && !cardAccountId)
        throw new AppError('conflict', `Your date is held: ${view.business.name} books you once your retainer arrives`)
      if (due === 0) {
        await confirmBooking(tx, { appointmentId, via: 'accept', now })
        return { status: 'booked', testMode: isTestMode() }
      }
      // Signed while the artist took cards, and she no longer does (Stripe restricted her account, say).
      if (!cardAccountId) {
        await holdForDeposit(tx, { appointmentId, now })
        return { status: 'awaitingDeposit' }
      }
      const page = offerUrl(token)
      const payment = await openCheckout(
        tx,
        { appointmentId, purpose: 'retainer' },
        {
          amountCents: due,
          feeCents: platformFeeCents(due),
          accountId: cardAccountId,
          name: `Retainer: ${view.business.name}, ${view.customerName}’s wedding, ${formatDay(view.date, 'd MMM yyyy')}`,
          customerEmail,
          // The webhook books it as a deposit: the retainer is the gig's deposit.
          metadata: { kind: DEPOSIT_KIND, appointmentId },
        },
        { success: `${page}?paid=1`, cancel: page },
        now,
      )
      if (payment.status === 'checkout') return { status: 'checkout', url: payment.url }
      await confirmBooking(tx, {
        appointmentId,
        via: 'accept',
        now,
        deposit: { amountCents: due, provider: 'test', providerPaymentId: payment.providerPaymentId, providerAccountId: cardAccountId },
      })
      return { status: 'booked', testMode: true }
    },
    { timeout: CHECKOUT_TIMEOUT_MS },
  )
}
