// One reminder to a party member of her unpaid share, with her own link: recorded once per share, kind and
// due date in the same transaction as its e-mail, the gig locked (a payment of the share arriving meanwhile
// waits, then finds it reminded; a reminder after it finds the share paid and sends nothing).
import { fromDbDate } from '@/lib/appointments/dates'
import { lockAppointment } from '@/lib/appointments/locks'
import { owesPayment } from '@/lib/appointments/to-appointment-response'
import { prisma } from '@/lib/db'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { bookingForEmail, shareReminderMessage, shareReminderSubject } from './emails'
import { shareUrl } from './links'
import type { BalanceReminderKind } from './schema'

/** Sends it unless the share or its gig changed meanwhile (paid, removed, its e-mail gone, a new due date) or it went already. */
export async function sendShareReminder({
  appointmentId,
  shareId,
  kind,
  dueDate,
  now,
}: {
  appointmentId: string
  shareId: string
  kind: BalanceReminderKind
  dueDate: string
  now: Date
}): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId })
    if (!gig || !owesPayment(gig) || !gig.paymentDueDate || fromDbDate(gig.paymentDueDate) !== dueDate) return false
    const share = await tx.paymentShare.findFirst({ where: { id: shareId, appointmentId, paidAt: null } })
    if (!share?.email) return false
    const claimed = await tx.shareReminder.createManyAndReturn({
      data: [{ shareId, kind, dueDate: gig.paymentDueDate, amountCents: share.amountCents, sentAt: now }],
      skipDuplicates: true,
    })
    if (claimed.length === 0) return false
    const owner = await tx.user.findUniqueOrThrow({ where: { id: gig.userId }, select: { email: true, businessName: true } })
    const businessName = owner.businessName ?? 'Your makeup artist'
    const message = await shareReminderMessage({
      kind,
      businessName,
      personName: share.name,
      customerName: gig.customerName,
      booking: bookingForEmail(gig),
      amountCents: share.amountCents,
      dueDate,
      link: shareUrl(share.token),
    })
    return sendClientEmail(
      tx,
      { to: share.email, replyTo: owner.email, subject: shareReminderSubject({ kind, businessName, amountCents: share.amountCents, dueDate }), ...message },
      { userId: gig.userId, overCap: 'skip' },
    )
  })
}
