import { prisma, type PrismaTx } from '@/lib/db'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { expireCheckouts } from './checkout-sessions'
import { gigForEmail } from './gig-email-lines'
import { offerWithdrawnMessage } from './offer-emails'
import { GIG_INCLUDE, lockOpenOffer } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import type { AppointmentResponse } from './response-schema'
import { toAppointmentResponse } from './to-appointment-response'

type Withdrawal = {
  user: { id: string }
  appointmentId: string
  now?: Date
  /** The date is taken and the client goes on its waitlist (lib/waitlist): her e-mail says so. A request only. */
  waitlisted?: boolean
}

/** The withdrawal in the caller's transaction: the gig as it is now, and whether an offer had been sent. */
export async function withdrawOfferIn(tx: PrismaTx, { user, appointmentId, now = new Date(), waitlisted = false }: Withdrawal) {
  const current = await lockOpenOffer(tx, { appointmentId, userId: user.id }, 'This offer has already expired')
  await expireCheckouts(tx, { appointmentId: current.id, whenPaid: 'refuse' }, now)
  const updated = await tx.appointment.update({
    where: { id: current.id, userId: user.id },
    data: { status: 'expired', withdrawnAt: now, offerExpiresAt: now },
    include: { ...GIG_INCLUDE, user: { select: { email: true, businessName: true } } },
  })
  const hadOffer = current.offerSentAt !== null
  if (updated.customerEmail) {
    const businessName = updated.user.businessName ?? 'Your makeup artist'
    const message = await offerWithdrawnMessage({ businessName, customerName: updated.customerName, gig: gigForEmail(updated), hadOffer, waitlisted })
    const subject = waitlisted
      ? `${businessName} has put you on the waitlist for your request #${updated.requestNumber}`
      : hadOffer
        ? `${businessName} withdrew the offer #${updated.requestNumber}`
        : `${businessName} cannot take your booking request #${updated.requestNumber}`
    // The withdrawal stands even past a cap (the client then hears of it from the offer page).
    await sendClientEmail(tx, { to: updated.customerEmail, replyTo: updated.user.email, subject, ...message }, { userId: user.id, overCap: 'skip' })
  }
  return { appointment: updated, hadOffer }
}

/**
 * 'Withdraw offer' / 'Decline the request': it expires now, its page says it was withdrawn, and the
 * customer hears it from the artist rather than finding out when her link stops working.
 */
export async function withdrawOffer({ user, appointmentId, now = new Date() }: Omit<Withdrawal, 'waitlisted'>): Promise<AppointmentResponse> {
  const { appointment } = await prisma.$transaction((tx) => withdrawOfferIn(tx, { user, appointmentId, now }))
  return toAppointmentResponse(appointment, { timeZone: await ownerTimeZone(user.id), now })
}

/**
 * A request declined for its date, reopened when the date frees up (the waitlist's offer): open again and
 * unanswered, as she asked it, for the owner's offer. Its old link stays dead (a new one comes with the offer).
 */
export async function reopenDeclinedRequest(tx: PrismaTx, { userId, appointmentId }: { userId: string; appointmentId: string }) {
  const { count } = await tx.appointment.updateMany({
    where: { id: appointmentId, userId, status: 'expired', offerSentAt: null },
    data: { status: 'offered', withdrawnAt: null, offerExpiresAt: null, offerToken: null },
  })
  return count > 0
}
