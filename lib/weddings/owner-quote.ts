// The owner's side of a wedding quote: read it, save it (its gig follows, a signed contract that no
// longer matches is superseded and the client asked to sign again), and send it as the gig's offer.
import { expireCheckouts } from '@/lib/appointments/checkout-sessions'
import { fromDbDate, todayIn } from '@/lib/appointments/dates'
import { gigPath, offerUrl } from '@/lib/appointments/links'
import { lockAppointment } from '@/lib/appointments/locks'
import { enqueueOfferEmail } from '@/lib/appointments/offer-email'
import { newOfferToken, offerExpiry } from '@/lib/appointments/send-offer'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { Prisma, type Appointment, type ContractSignature, type Quote } from '@/lib/generated/prisma/client'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { signAgainMessage } from './emails'
import { getFeeRules } from './fee-rules'
import { findZone } from './fees'
import { applyQuoteToGig, currentSignature, quoteState, supersedeChangedSignature, termsFor, weddingReadyBy } from './quote-state'
import { quoteResponse, type QuoteBody, type QuoteResponse } from './schema'
import { syncTrialGig } from './trial-gig'

type Owner = { email: string; businessName: string | null; timeZone: string }
const businessNameOf = (owner: { businessName: string | null }) => owner.businessName ?? 'Your makeup artist'

const toSignature = (signature: ContractSignature) => ({
  fullName: signature.fullName,
  signedAt: signature.signedAt.toISOString(),
  termsHash: signature.termsHash,
  supersededAt: signature.supersededAt?.toISOString() ?? null,
})

export function toQuoteResponse(quote: Quote & { signatures: ContractSignature[] }, gig: Appointment, timeZone: string): QuoteResponse {
  const state = quoteState(quote, gig, timeZone)
  const signature = currentSignature(quote.signatures)
  const superseded = quote.signatures.filter((entry) => entry.supersededAt).sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())
  return quoteResponse.parse({
    appointmentId: gig.id,
    readyBy: weddingReadyBy(gig),
    artistCount: gig.artistCount,
    bufferMinutes: gig.bufferMinutes,
    start: state.time.from,
    fitWarning: state.schedule?.warning ?? null,
    party: state.party,
    trial: state.trial,
    trialGigId: quote.trialAppointmentId,
    travel: state.travel,
    parkingCents: state.parkingCents,
    retainer: state.retainer,
    retainerRefundable: state.retainerRefundable,
    balanceDue: state.balanceDue,
    cancellationTiers: state.cancellationTiers,
    notes: state.notes,
    terms: state.terms,
    lines: state.lines,
    totalCents: state.totalCents,
    retainerCents: state.retainerCents,
    balanceCents: state.balanceCents,
    balanceDueDate: state.balanceDueDate,
    version: quote.version,
    sentAt: quote.sentAt?.toISOString() ?? null,
    signature: signature ? toSignature(signature) : null,
    supersededSignatures: superseded.map(toSignature),
    needsNewSignature: !signature && superseded.length > 0,
    offerUrl: gig.offerToken ? offerUrl(gig.offerToken) : null,
  })
}

const ownerTimeZone = async (userId: string) => (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } })).timeZone

async function loadQuote(db: PrismaTx | typeof prisma, { userId, appointmentId }: { userId: string; appointmentId: string }) {
  const gig = await db.appointment.findFirst({ where: { id: appointmentId, userId }, include: { quote: { include: { signatures: true } } } })
  if (!gig) throw notFound('Gig')
  return gig
}

/** The gig's quote, or null before one is built (another owner's gig: 404). */
export async function findQuote({ user, appointmentId }: { user: { id: string }; appointmentId: string }): Promise<QuoteResponse | null> {
  const gig = await loadQuote(prisma, { userId: user.id, appointmentId })
  if (!gig.quote) return null
  return toQuoteResponse(gig.quote, gig, await ownerTimeZone(user.id))
}

export async function getQuote({ user, appointmentId }: { user: { id: string }; appointmentId: string }): Promise<QuoteResponse> {
  const quote = await findQuote({ user, appointmentId })
  if (!quote) throw new AppError('not_found', 'This gig has no quote yet')
  return quote
}

/** Creates the gig's quote or replaces it; the gig's lines, money and tiers follow. */
export async function saveQuote({
  user,
  appointmentId,
  input,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  input: QuoteBody
  now?: Date
}): Promise<QuoteResponse> {
  const [owner, rules] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, businessName: true, timeZone: true } }),
    getFeeRules({ user }),
  ])
  if (input.travel.kind === 'zone' && !findZone(rules, input.travel.zone)) {
    throw new AppError('unprocessable', 'Please choose one of your travel zones', { fields: { 'travel.zone': 'Please choose one of your travel zones' } })
  }
  return prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    if (gig.status === 'cancelled') throw new AppError('conflict', 'This gig was cancelled')
    if (gig.status === 'expired') throw new AppError('conflict', 'This request has expired')
    if (input.trial && input.trial.date > fromDbDate(gig.date))
      throw new AppError('unprocessable', 'The trial run comes before the wedding', { fields: { 'trial.date': 'The trial run comes before the wedding' } })
    const fields = {
      party: input.party,
      trial: input.trial ?? Prisma.DbNull,
      travel: input.travel,
      parkingCents: input.parkingCents,
      feeRules: rules,
      retainer: input.retainer,
      retainerRefundable: input.retainerRefundable,
      balanceDue: input.balanceDue,
      cancellationTiers: input.cancellationTiers,
      notes: input.notes,
      terms: input.terms,
    }
    // The retainer may change: a page open for the old one is expired before anything else.
    await expireCheckouts(tx, { appointmentId: gig.id, purposes: ['retainer'], whenPaid: 'refuse' }, now)
    const existing = await tx.quote.findUnique({ where: { appointmentId }, include: { signatures: true } })
    const saved = existing
      ? await tx.quote.update({ where: { id: existing.id }, data: { ...fields, version: { increment: 1 } } })
      : await tx.quote.create({ data: { ...fields, userId: user.id, appointmentId } })
    const timed = await tx.appointment.update({
      where: { id: gig.id },
      data: { readyBy: input.readyBy, artistCount: input.artistCount, bufferMinutes: input.bufferMinutes },
    })
    const state = await applyQuoteToGig(tx, saved, timed, owner.timeZone)
    const terms = termsFor(state, timed, businessNameOf(owner))
    const superseded = existing ? await supersedeChangedSignature(tx, { quoteId: saved.id, signatures: existing.signatures, newHash: terms.hash, now }) : false
    if (superseded) await askToSignAgain(tx, gig, owner)
    if (gig.status === 'booked') await syncTrialGig(tx, { quote: saved, wedding: gig })
    const after = await loadQuote(tx, { userId: user.id, appointmentId })
    return toQuoteResponse(after.quote!, after, owner.timeZone)
  })
}

async function askToSignAgain(tx: PrismaTx, gig: Appointment, owner: Owner) {
  await tx.notification.create({
    data: { userId: gig.userId, type: 'booking', message: `${gig.customerName} must sign the contract again`, link: gigPath(gig.id) },
  })
  if (!gig.customerEmail || !gig.offerToken) return
  const message = await signAgainMessage({ businessName: businessNameOf(owner), customerName: gig.customerName, link: offerUrl(gig.offerToken) })
  await sendClientEmail(
    tx,
    { to: gig.customerEmail, replyTo: owner.email, subject: `Please sign again: your quote from ${businessNameOf(owner)}`, ...message },
    { userId: gig.userId },
  )
}

/** Sends the quote as the gig's offer: the secret link, e-mailed to the client like any offer. */
export async function sendQuote({
  user,
  appointmentId,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  now?: Date
}): Promise<QuoteResponse> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, businessName: true, timeZone: true } })
  return prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    if (gig.status !== 'offered')
      throw new AppError(
        'conflict',
        gig.status === 'booked'
          ? 'This gig is already booked'
          : gig.status === 'awaitingDeposit'
            ? 'The client has signed this quote'
            : gig.status === 'cancelled'
              ? 'This gig was cancelled'
              : 'This request has expired',
      )
    const quote = await tx.quote.findUnique({ where: { appointmentId } })
    if (!quote) throw new AppError('conflict', 'Build the quote before sending it')
    const today = todayIn(owner.timeZone, now)
    const date = fromDbDate(gig.date)
    if (date < today) throw new AppError('conflict', 'This gig’s date has passed')
    const { balanceDueDate } = quoteState(quote, gig, owner.timeZone)
    if (balanceDueDate < today)
      throw new AppError('unprocessable', 'The balance would be due before today. Choose fewer days before the wedding.', {
        fields: { 'balanceDue.days': 'Due before today' },
      })
    const sent = await tx.appointment.update({
      where: { id: gig.id },
      data: {
        offerToken: gig.offerToken ?? newOfferToken(),
        offerSentAt: now,
        offerExpiresAt: offerExpiry({ date, paymentDueDate: balanceDueDate, timeZone: owner.timeZone }),
      },
    })
    await tx.quote.update({ where: { id: quote.id }, data: { sentAt: now } })
    await enqueueOfferEmail(tx, sent, owner)
    const after = await loadQuote(tx, { userId: user.id, appointmentId })
    return toQuoteResponse(after.quote!, after, owner.timeZone)
  })
}
