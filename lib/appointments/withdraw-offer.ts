import { prisma } from '@/lib/db'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { expireCheckouts } from './checkout-sessions'
import { gigForEmail } from './gig-email-lines'
import { offerWithdrawnMessage } from './offer-emails'
import { GIG_INCLUDE, lockOpenOffer } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import type { AppointmentResponse } from './response-schema'
import { toAppointmentResponse } from './to-appointment-response'

/**
 * 'Withdraw offer' / 'Decline the request': it expires now, its page says it was withdrawn, and the
 * customer hears it from the artist rather than finding out when her link stops working.
 */
export async function withdrawOffer({
  user,
  appointmentId,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  now?: Date
}): Promise<AppointmentResponse> {
  const appointment = await prisma.$transaction(async (tx) => {
    const current = await lockOpenOffer(tx, { appointmentId, userId: user.id }, 'This offer has already expired')
    await expireCheckouts(tx, { appointmentId: current.id, whenPaid: 'refuse' }, now)
    const updated = await tx.appointment.update({
      where: { id: current.id, userId: user.id },
      data: { status: 'expired', withdrawnAt: now, offerExpiresAt: now },
      include: { ...GIG_INCLUDE, user: { select: { email: true, businessName: true } } },
    })
    if (updated.customerEmail) {
      const businessName = updated.user.businessName ?? 'Your makeup artist'
      const hadOffer = current.offerSentAt !== null
      const message = await offerWithdrawnMessage({ businessName, customerName: updated.customerName, gig: gigForEmail(updated), hadOffer })
      const subject = hadOffer
        ? `${businessName} withdrew the offer #${updated.requestNumber}`
        : `${businessName} cannot take your booking request #${updated.requestNumber}`
      // The withdrawal stands even past a cap (the client then hears of it from the offer page).
      await sendClientEmail(tx, { to: updated.customerEmail, replyTo: updated.user.email, subject, ...message }, { userId: user.id, overCap: 'skip' })
    }
    return updated
  })
  return toAppointmentResponse(appointment, { timeZone: await ownerTimeZone(user.id), now })
}
