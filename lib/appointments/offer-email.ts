import { prisma, type PrismaTx } from '@/lib/db'
import type { Appointment } from '@/lib/generated/prisma/client'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { formatDay } from './describe'
import { dayIn } from './dates'
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

/** E-mails the offer's link to the customer (again, for a reminder); the owner gets their replies. */
export async function enqueueOfferEmail(tx: PrismaTx, appointment: Appointment, owner: Owner, { reminder = false } = {}) {
  if (!appointment.customerEmail || !appointment.offerToken) return false
  const businessName = owner.businessName ?? 'Your makeup artist'
  // The offer is open until the day before it expires at midnight.
  const lastDay = appointment.offerExpiresAt ? dayIn(owner.timeZone, new Date(appointment.offerExpiresAt.getTime() - 1)) : null
  const email = await offerMessage({
    businessName,
    customerName: appointment.customerName,
    gig: gigForEmail(appointment),
    totalCents: appointment.totalCents,
    depositCents: appointment.depositCents,
    expiresOn: lastDay ? formatDay(lastDay) : null,
    link: offerUrl(appointment.offerToken),
    reminder,
  })
  const subject = reminder ? `Reminder: your offer from ${businessName}` : `Your offer from ${businessName}`
  return sendClientEmail(tx, { to: appointment.customerEmail, replyTo: owner.email, subject, ...email }, { userId: appointment.userId })
}
