import type { Appointment, Payment } from '@/lib/generated/prisma/client'
import type { BookingPaymentName } from './cancellation-tiers'
import { fromDbDate, todayIn } from './dates'
import { gigTimeline } from './gig-timeline'
import type { EarlyStartFeeRule } from './timeline'
import { offerUrl } from './links'
import { type Service } from './schema'
import { appointmentResponse, type AppointmentResponse } from './response-schema'
import { endsNextDay } from './slots'
import { storedTiers } from './stored-tiers'

/** A gig as answered: with its payments, and its wedding quote's id when it has one (`GIG_INCLUDE`, locks.ts). */
export type AppointmentWithPayments = Appointment & { payments?: Payment[]; quote: { id: string } | null }

/** A quoted wedding is booked by its retainer; any other gig, a trial run too, by its deposit. */
export const depositNameOf = (gig: { quote: { id: string } | null }): BookingPaymentName => (gig.quote ? 'retainer' : 'deposit')

/** What is still owed: nothing once the gig is paid, nor once it is cancelled (it leaves every total). */
export const remainingCents = (appointment: Pick<Appointment, 'status' | 'paid' | 'totalCents' | 'paidToDateCents'>) =>
  appointment.paid || appointment.status === 'cancelled' ? 0 : Math.max(appointment.totalCents - appointment.paidToDateCents, 0)

/** What the client still owes of the deposit (a wedding's retainer). */
export const depositDueCents = (gig: Pick<Appointment, 'depositCents' | 'paidToDateCents'>) => Math.max(gig.depositCents - gig.paidToDateCents, 0)

/** A booked gig with something left to pay: a free ($0) gig never owes anything. */
export const owesPayment = (appointment: Pick<Appointment, 'status' | 'paid' | 'totalCents' | 'paidToDateCents'>) =>
  appointment.status === 'booked' && remainingCents(appointment) > 0

/** Spec: Overdue when the gig is booked, unpaid and past its due date (a day before today in the owner's time zone). */
export function isOverdue(
  appointment: Pick<Appointment, 'status' | 'paid' | 'totalCents' | 'paidToDateCents' | 'paymentDueDate'>,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): boolean {
  if (!owesPayment(appointment) || !appointment.paymentDueDate) return false
  return fromDbDate(appointment.paymentDueDate) < todayIn(timeZone, now)
}

/** What of a payment's excess (overpayment.ts) is still with the artist: refunds of it count against the excess first. */
export const openOverpaidCents = (payment: Pick<Payment, 'overpaidCents' | 'refundedCents'>) => Math.max(payment.overpaidCents - payment.refundedCents, 0)

const iso = (date: Date | null) => date?.toISOString() ?? null

/** `earlyStartFees`: the owner's, for the timeline's warning (lists and single gigs pass them; quick answers to a change may not). */
export function toAppointmentResponse(
  appointment: AppointmentWithPayments,
  { timeZone, now = new Date(), earlyStartFees }: { timeZone: string; now?: Date; earlyStartFees?: EarlyStartFeeRule[] },
): AppointmentResponse {
  const payments = (appointment.payments ?? []).toSorted((a, b) => a.paidAt.getTime() - b.paidAt.getTime())
  return appointmentResponse.parse({
    _id: appointment.id,
    requestNumber: appointment.requestNumber,
    status: appointment.status,
    origin: appointment.origin,
    customerName: appointment.customerName,
    customerMobile: appointment.customerMobile,
    customerEmail: appointment.customerEmail,
    location: { city: appointment.locationCity, state: appointment.locationState, formatted: appointment.locationFormatted },
    date: fromDbDate(appointment.date),
    time: { from: appointment.timeFrom, to: appointment.timeTo },
    endsNextDay: endsNextDay(appointment.timeTo),
    services: (appointment.services as Service[] | null) ?? [],
    description: appointment.description,
    images: appointment.images,
    pricing: { total: appointment.totalCents, deposit: appointment.depositCents },
    depositName: depositNameOf(appointment),
    paidToDate: appointment.paidToDateCents,
    remaining: remainingCents(appointment),
    paymentDueDate: appointment.paymentDueDate ? fromDbDate(appointment.paymentDueDate) : null,
    paid: appointment.paid,
    overdue: isOverdue(appointment, { timeZone, now }),
    offer: appointment.offerToken
      ? {
          url: offerUrl(appointment.offerToken),
          sentAt: iso(appointment.offerSentAt),
          expiresAt: iso(appointment.offerExpiresAt),
          policyAcceptedAt: iso(appointment.policyAcceptedAt),
          acceptedAt: iso(appointment.acceptedAt),
          withdrawnAt: iso(appointment.withdrawnAt),
        }
      : null,
    cancellationPolicy: appointment.cancellationPolicy,
    readyBy: appointment.readyBy,
    artistCount: appointment.artistCount,
    timeline: gigTimeline(appointment, { timeZone, earlyStartFees }),
    cancellationTiers: storedTiers(appointment.cancellationTiers),
    cancellation:
      appointment.status === 'cancelled' && appointment.cancelledAt && appointment.cancelledBy
        ? { at: appointment.cancelledAt.toISOString(), by: appointment.cancelledBy, reason: appointment.cancellationReason }
        : null,
    payments: payments.map((payment) => ({
      _id: payment.id,
      amount: payment.amountCents,
      method: payment.method,
      provider: payment.provider,
      note: payment.note,
      paidAt: payment.paidAt.toISOString(),
      refunded: payment.refundedCents,
      overpaid: openOverpaidCents(payment),
      receiptNumber: payment.receiptNumber,
    })),
    overpaid: payments.reduce((total, payment) => total + openOverpaidCents(payment), 0),
    createdAt: appointment.createdAt.toISOString(),
  })
}
