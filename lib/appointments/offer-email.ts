import { prepareConsultations } from '@/lib/consultations/prepare-forms'
import { prisma, type PrismaTx } from '@/lib/db'
import type { Appointment, Quote } from '@/lib/generated/prisma/client'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { weddingQuoteMessage } from '@/lib/weddings/emails'
import { quoteState, weddingReadyBy } from '@/lib/weddings/quote-state'
import { formatDay } from './describe'
import { dayIn, fromDbDate } from './dates'
import { gigForEmail } from './gig-email-lines'
import { offerMessage } from './offer-emails'
import { offerUrl } from './links'

type Owner = { email: string; businessName: string | null; timeZone: string }

/**
 * Counts a reminder about to go to an open offer's client: a few per offer a day (the client-message
 * caps of sendClientEmail count it too). Throws 429 with a sentence the owner can act on. Runs before the
 * change's transaction, as the limit uses its own connection (the embedded database has just one).
 */
export async function consumeOfferReminderLimit({ userId, appointmentId }: { userId: string; appointmentId: string }) {
  const gig = await prisma.appointment.findFirst({ where: { id: appointmentId, userId, status: 'offered' }, select: { customerEmail: true } })
  if (gig?.customerEmail) await consumeRateLimit('offerReminder', appointmentId)
}

/**
 * E-mails the offer's link to the client (again, for a reminder); the owner gets their replies. A wedding's
 * offer is its quote, in the words of a quote: the party, the trial run, the retainer and the contract to sign.
 */
export async function enqueueOfferEmail(tx: PrismaTx, appointment: Appointment, owner: Owner, { reminder = false } = {}) {
  if (!appointment.customerEmail || !appointment.offerToken) return false
  const businessName = owner.businessName ?? 'Your makeup artist'
  // The offer is open until the day before it expires at midnight.
  const lastDay = appointment.offerExpiresAt ? dayIn(owner.timeZone, new Date(appointment.offerExpiresAt.getTime() - 1)) : null
  const common = {
    businessName,
    customerName: appointment.customerName,
    expiresOn: lastDay ? formatDay(lastDay) : null,
    link: offerUrl(appointment.offerToken),
    reminder,
  }
  const quote = await tx.quote.findUnique({ where: { appointmentId: appointment.id } })
  // Her consultation form goes with it: for a wedding, one link per person of the party.
  const consultations = await prepareConsultations(tx, appointment, { wedding: Boolean(quote) })
  const email = quote
    ? await weddingQuote(quote, appointment, owner.timeZone, { ...common, consultations })
    : await offerMessage({
        ...common,
        consultations,
        gig: gigForEmail(appointment),
        totalCents: appointment.totalCents,
        depositCents: appointment.depositCents,
      })
  const what = quote ? 'wedding quote' : 'offer'
  const subject = reminder ? `Reminder: your ${what} from ${businessName}` : `Your ${what} from ${businessName}`
  return sendClientEmail(tx, { to: appointment.customerEmail, replyTo: owner.email, subject, ...email }, { userId: appointment.userId })
}

function weddingQuote(
  quote: Quote,
  gig: Appointment,
  timeZone: string,
  common: Omit<Parameters<typeof weddingQuoteMessage>[0], 'day' | 'party' | 'trial' | 'totalCents' | 'retainerCents'>,
) {
  const state = quoteState(quote, gig, timeZone)
  return weddingQuoteMessage({
    ...common,
    day: { date: fromDbDate(gig.date), readyBy: weddingReadyBy(gig), city: gig.locationCity },
    party: state.party,
    trial: state.trial,
    totalCents: state.totalCents,
    retainerCents: state.retainerCents,
  })
}
