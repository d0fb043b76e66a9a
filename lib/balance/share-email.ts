// A party member's link, e-mailed when the owner gives her address: counted per owner, before the
// change's transaction (the limits use their own connection; the embedded database has just one).
import type { PrismaTx } from '@/lib/db'
import type { Appointment, PaymentShare } from '@/lib/generated/prisma/client'
import { fromDbDate } from '@/lib/appointments/dates'
import { enqueueEmail } from '@/lib/mail/outbox'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { bookingForEmail, shareLinkMessage } from './emails'
import { shareUrl } from './links'

export async function consumeShareEmailLimit(userId: string, emails: number) {
  for (let sent = 0; sent < emails; sent++) await consumeRateLimit('shareEmail', userId)
}

export async function enqueueShareEmail(
  tx: PrismaTx,
  {
    gig,
    share,
    owner,
  }: { gig: Appointment; share: Pick<PaymentShare, 'name' | 'email' | 'amountCents' | 'token'>; owner: { email: string; businessName: string | null } },
) {
  if (!share.email) return
  const businessName = owner.businessName ?? 'Your makeup artist'
  const message = await shareLinkMessage({
    businessName,
    personName: share.name,
    customerName: gig.customerName,
    booking: bookingForEmail(gig),
    amountCents: share.amountCents,
    dueDate: gig.paymentDueDate ? fromDbDate(gig.paymentDueDate) : null,
    link: shareUrl(share.token),
  })
  await enqueueEmail({ to: share.email, replyTo: owner.email, subject: `Your share of the booking with ${businessName}`, ...message }, tx)
}
