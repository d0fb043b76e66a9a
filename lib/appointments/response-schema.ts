// The gig as the API answers it: its day-of timeline, payments, and the list grouped by date.
import { z } from 'zod'
import { bookingPaymentName, cancellationTierSchema } from './cancellation-tiers-schema'
import { appointmentStatus, cancelledBy, isoDay, paymentMethod, serviceLineResponse } from './schema'

/** A moment of the day-of timeline: the owner's calendar day and clock time, and the instant (ISO, UTC). */
const timelineMoment = z.object({ day: isoDay, time: z.string(), at: z.string() })

/** The day-of timeline (lib/appointments/timeline.ts): who sits when, and when the first artist starts. */
export const dayTimeline = z.object({
  readyBy: timelineMoment,
  start: timelineMoment,
  /** The first sitting starts on the calendar day before the gig's date. */
  startsDayBefore: z.boolean(),
  artistCount: z.number().int(),
  sittings: z.array(
    z.object({
      /** "Bride", "Bridesmaid 2": the line's who, numbered when several people share it. */
      person: z.string(),
      service: z.string(),
      artist: z.number().int(),
      minutes: z.number().int(),
      start: timelineMoment,
      end: timelineMoment,
    }),
  ),
  /** Lines with no duration: they cannot be timed, so they are left out and listed here. */
  untimed: z.array(z.object({ title: z.string(), service: z.string(), people: z.number().int() })),
  /** The early-start fee the start falls under (the highest that applies), for a warning. */
  earlyStartFee: z.object({ before: z.string(), feeCents: z.number().int() }).nullable(),
})
export type DayTimeline = z.infer<typeof dayTimeline>

export const paymentResponse = z.object({
  _id: z.string(),
  amount: z.number().int(),
  method: paymentMethod,
  provider: z.enum(['test', 'stripe']).nullable(),
  note: z.string().nullable(),
  paidAt: z.string(),
  refunded: z.number().int(),
  /** What of it came beyond what was due and is still with the artist, to refund (lib/appointments/overpayment.ts). */
  overpaid: z.number().int(),
  receiptNumber: z.number().int().nullable(),
})

export const appointmentResponse = z.object({
  _id: z.string(),
  requestNumber: z.number().int(),
  status: appointmentStatus,
  origin: z.enum(['owner', 'bookingRequest', 'instantBook']),
  customerName: z.string(),
  customerMobile: z.string().nullable(),
  customerEmail: z.string().nullable(),
  location: z.object({ city: z.string(), state: z.string().nullable(), formatted: z.string().nullable() }),
  date: isoDay,
  time: z.object({ from: z.string(), to: z.string() }),
  /** The end time is in the small hours after the gig's date. */
  endsNextDay: z.boolean(),
  services: z.array(serviceLineResponse),
  description: z.string().nullable(),
  images: z.array(z.string()),
  pricing: z.object({ total: z.number().int(), deposit: z.number().int() }),
  /** What the client's pages call the payment that books it: a wedding's retainer, any other gig's deposit. */
  depositName: bookingPaymentName,
  paidToDate: z.number().int(),
  remaining: z.number().int(),
  paymentDueDate: isoDay.nullable(),
  paid: z.boolean(),
  /** Booked, unpaid and past its due date in the owner's time zone. */
  overdue: z.boolean(),
  offer: z
    .object({
      url: z.string(),
      sentAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
      policyAcceptedAt: z.string().nullable(),
      acceptedAt: z.string().nullable(),
      withdrawnAt: z.string().nullable(),
    })
    .nullable(),
  cancellationPolicy: z.string().nullable(),
  readyBy: z.string().nullable(),
  artistCount: z.number().int(),
  /** Computed when the gig has a ready-by time and services with durations. */
  timeline: dayTimeline.nullable(),
  /** The tiers offered with the gig; null: none. */
  cancellationTiers: z.array(cancellationTierSchema).nullable(),
  cancellation: z.object({ at: z.string(), by: cancelledBy, reason: z.string().nullable() }).nullable(),
  payments: z.array(paymentResponse),
  /** The payments' overpaid parts still with the artist: shown in red, to refund. */
  overpaid: z.number().int(),
  createdAt: z.string(),
})
export type AppointmentResponse = z.infer<typeof appointmentResponse>

/** GET /v1/appointment: the spec's "grouped by date", an object keyed by YYYY-MM-DD. */
export const appointmentsByDateResponse = z.record(isoDay, z.array(appointmentResponse))
export type AppointmentsByDate = z.infer<typeof appointmentsByDateResponse>
