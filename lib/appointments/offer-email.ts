import type { PrismaTx } from '@/lib/db'
import type { Appointment } from '@/lib/generated/prisma/client'
import { enqueueEmail } from '@/lib/mail/outbox'
import { formatDay } from './describe'
import { dayIn } from './dates'
import { gigForEmail, offerMessage } from './emails'
import { offerUrl } from './links'

type Owner = { email: string; businessName: string | null; timeZone: string }

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
