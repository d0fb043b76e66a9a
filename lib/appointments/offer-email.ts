import { prisma, type PrismaTx } from '@/lib/db'
import type { Appointment } from '@/lib/generated/prisma/client'
import { enqueueEmail } from '@/lib/mail/outbox'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { formatDay } from './describe'
import { dayIn } from './dates'
import { gigForEmail, offerMessage } from './emails'
import { offerUrl } from './links'

type Owner = { email: string; businessName: string | null; timeZone: string }

/**
 * Counts an offer e-mail (a reminder too) about to go to the gig's client: per offer for reminders, per
 * client's address and per owner, so nobody can send an address endless e-mails through us. Throws 429
 * with a sentence the owner can act on. Runs before the change's transaction, as the limits use their
 * own connection (the embedded database has just one).
 */
export async function consumeOfferEmailLimits({ userId, appointmentId, reminder = false }: { userId: string; appointmentId: string; reminder?: boolean }) {
  const gig = await prisma.appointment.findFirst({ where: { id: appointmentId, userId, status: 'offered' }, select: { customerEmail: true } })
  if (!gig?.customerEmail) return
  if (reminder) await consumeRateLimit('offerReminder', appointmentId)
  await consumeRateLimit('offerEmailRecipient', gig.customerEmail)
  await consumeRateLimit('offerEmail', userId)
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
  await enqueueEmail({ to: appointment.customerEmail, replyTo: owner.email, subject, ...email }, tx)
  return true
}
