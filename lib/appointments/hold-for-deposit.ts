// The client said yes (accepted the offer, or signed a wedding's contract) while the artist takes no
// card payments: a gig whose terms ask for a deposit (a wedding's retainer) is never booked before that
// money is recorded. Her date is held as "Awaiting deposit" ("Awaiting retainer"), she is e-mailed the
// artist's ways to pay with the amount and a reference, and the artist is told to record it when it
// arrives (record-payment.ts books it then; a card payment does too, confirm-booking.ts).
import { keepOccupiedTime } from '@/lib/availability/occupy'
import type { PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { enqueueEmail } from '@/lib/mail/outbox'
import { PAYMENTS_SETTINGS_PATH } from '@/lib/payouts/connect-payouts'
import { offlinePaymentsOf } from '@/lib/payouts/payment-settings'
import { ACCEPT_REFUSALS } from './confirm-booking'
import { fromDbDate } from './dates'
import { depositAwaitedMessage, depositToRecordMessage } from './deposit-emails'
import { paymentReference } from './describe'
import { gigPath, offerUrl } from './links'
import { lockAppointment } from './locks'
import { depositDueCents, depositNameOf } from './to-appointment-response'
import { notifyOwner } from '@/lib/notifications/notify-owner'

export async function holdForDeposit(tx: PrismaTx, { appointmentId, now }: { appointmentId: string; now: Date }) {
  const gig = await lockAppointment(tx, { appointmentId })
  if (!gig) return
  if (gig.status !== 'offered') throw new AppError('conflict', ACCEPT_REFUSALS[gig.status])
  await tx.appointment.update({
    where: { id: gig.id },
    data: { status: 'awaitingDeposit', acceptedAt: now, policyAcceptedAt: gig.policyAcceptedAt ?? now },
  })
  // Held for its deposit, an instant booking keeps its time.
  await keepOccupiedTime(tx, gig.id)
  const owner = await tx.user.findUniqueOrThrow({
    where: { id: gig.userId },
    select: { email: true, businessName: true, payoutsStatus: true, payBankDetails: true, payCash: true, payOther: true },
  })
  const offline = offlinePaymentsOf(owner)
  const depositName = depositNameOf(gig)
  const signed = gig.quote !== null
  const held = {
    businessName: owner.businessName ?? 'Your makeup artist',
    customerName: gig.customerName,
    date: fromDbDate(gig.date),
    timeFrom: gig.timeFrom,
    timeTo: gig.timeTo,
    depositName,
    amountCents: depositDueCents(gig),
  }
  const reference = paymentReference(gig)
  await notifyOwner(
    tx,
    {
      userId: gig.userId,
      type: 'booking',
      message: `${gig.customerName} ${signed ? 'signed the contract' : 'accepted your offer'}: record the ${depositName} when it arrives (#${gig.requestNumber})`,
      link: gigPath(gig.id),
    },
    signed ? { kind: 'signed', title: 'Contract signed' } : { kind: 'paid', title: 'Offer accepted' },
  )
  const toOwner = await depositToRecordMessage({
    held,
    requestNumber: gig.requestNumber,
    reference,
    signed,
    offline,
    link: `${env.APP_URL}${gigPath(gig.id)}`,
    paymentsLink: `${env.APP_URL}${PAYMENTS_SETTINGS_PATH}`,
  })
  await enqueueEmail(
    { to: owner.email, replyTo: gig.customerEmail ?? undefined, subject: `Awaiting ${depositName}: #${gig.requestNumber} ${gig.customerName}`, ...toOwner },
    tx,
  )
  if (!gig.customerEmail || !gig.offerToken) return
  const toClient = await depositAwaitedMessage({ held, offline, reference, link: offerUrl(gig.offerToken) })
  await sendClientEmail(
    tx,
    { to: gig.customerEmail, replyTo: owner.email, subject: `How to pay your ${depositName} to ${held.businessName}`, ...toClient },
    { userId: gig.userId, overCap: 'skip' },
  )
}
