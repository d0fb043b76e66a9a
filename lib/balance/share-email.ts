// A party member's link, e-mailed when the owner gives her address, within the client-message caps
// (past one, the change is refused: nothing saved, nothing sent).
import type { PrismaTx } from '@/lib/db'
import type { Appointment, PaymentShare } from '@/lib/generated/prisma/client'
import { fromDbDate } from '@/lib/appointments/dates'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { bookingForEmail, shareLinkMessage } from './emails'
import { shareUrl } from './links'

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
  await sendClientEmail(
    tx,
    { to: share.email, replyTo: owner.email, subject: `Your share of the booking with ${businessName}`, ...message },
    { userId: gig.userId },
  )
}
