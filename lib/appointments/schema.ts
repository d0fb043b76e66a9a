// Gigs (the spec's appointments): the event form's schema, shared by the form, the routes and the
// tests, and the answers. Money is integer cents AUD; days are "YYYY-MM-DD"; times are "HH:mm" slots.
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { z } from 'zod'
import { email } from '@/lib/auth/schema'
import { checkoutAnswer } from '@/lib/http/answers'
import { paymentOptions } from '@/lib/payouts/schema'
import { mobile } from '@/lib/wizard/schema'
import { bookingPaymentName, cancellationTierSchema, cancellationTiersSchema } from './cancellation-tiers'
import { isCalendarDay } from './dates'
import { endsAfterStart, isClockTime, isTimeSlot } from './slots'

export const MAX_BOOKING_PHOTOS = 3
export const MAX_GIG_PHOTOS = 6
/** $100,000: more than any gig, small enough that a typo shows. */
export const MAX_CENTS = 10_000_000

/** `awaitingDeposit`: accepted (a wedding: signed) without a card payment; booked once the artist records the deposit. */
export const appointmentStatus = z.enum(['offered', 'booked', 'awaitingDeposit', 'expired', 'cancelled'])
export type AppointmentStatus = z.infer<typeof appointmentStatus>

export const paymentMethod = z.enum(['cash', 'bankTransfer', 'card', 'other'])
export type PaymentMethod = z.infer<typeof paymentMethod>
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', bankTransfer: 'Bank transfer', card: 'Card', other: 'Other' }

export const appointmentId = z.string().trim().min(1, 'The gig is missing').max(64)
export const appointmentIdParams = z.object({ appointmentId })

export const MAX_ARTISTS = 6

const day = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, message)
const slot = (message: string) => z.string({ error: message }).refine(isTimeSlot, message)
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

export const cents = (message = 'Please enter an amount in dollars') =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_CENTS, 'That amount is too large')

/**
 * One line of a gig: who (or a role) and what. The optional fields come from the service menu and from
 * wedding quotes: how many people share the line, how long each takes, the price each, and the menu entry.
 */
export const serviceSchema = z.object({
  title: z.string({ error: 'Who is missing' }).trim().min(1, 'Each service needs who and what').max(80, 'Keep who under 80 characters'),
  subTitle: z.string({ error: 'What is missing' }).trim().min(1, 'Each service needs who and what').max(120, 'Keep the service under 120 characters'),
  count: z
    .number({ error: 'Please enter how many people' })
    .int('Please enter a whole number of people')
    .min(1, 'At least one person')
    .max(50, 'Up to 50 people')
    .optional(),
  durationMinutes: z
    .number({ error: 'Please enter how long it takes' })
    .int('Please enter whole minutes')
    .min(5, 'At least 5 minutes')
    .max(720, 'Up to 12 hours')
    .optional(),
  priceCents: z
    .number({ error: 'Please enter a price' })
    .int('Please enter a valid price')
    .min(0, 'Prices cannot be negative')
    .max(10_000_000, 'Please enter a smaller price')
    .optional(),
  serviceId: z.string().max(40).optional(),
})
export type Service = z.infer<typeof serviceSchema>
/** The same line as answered by the API (a menu entry's answer is lib/services' serviceResponse). */
const serviceLineResponse = z.object({
  title: z.string(),
  subTitle: z.string(),
  count: z.number().int().optional(),
  durationMinutes: z.number().int().optional(),
  priceCents: z.number().int().optional(),
  serviceId: z.string().optional(),
})

export const timeRange = z
  .object({ from: slot('Please choose a start time'), to: slot('Please choose an end time') })
  .refine((time) => endsAfterStart(time.from, time.to), { message: 'The end time must be after the start time', path: ['to'] })

const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value.startsWith('/') || /^https:\/\//.test(value), 'Images must be uploaded photos')

/** Stored as +61412345678 whatever way it was typed. */
const e164Mobile = mobile.transform((value) => parsePhoneNumberFromString(value, 'AU')?.number ?? value)
// The real rule comes first and the union names it: the form shows the first branch's message and the
// API the union's, and either read 'Invalid input: expected ""' when the blank branch led.
const customerMobile = z
  .union([e164Mobile, z.literal('')], { error: 'Please enter a valid mobile number' })
  .nullish()
  .transform((value) => value || null)
const customerEmail = z
  .union([email, z.literal('')], { error: 'Please enter a valid email address' })
  .nullish()
  .transform((value) => value || null)

export const READY_BY_MESSAGE = 'Please enter the ready-by time as HH:mm, e.g. 09:30'

const appointmentFields = z.object({
  customerName: z.string({ error: 'Client name is missing' }).trim().min(1, 'Client name is missing').max(80, 'Names are at most 80 characters'),
  customerMobile,
  customerEmail,
  location: z.object(
    {
      city: z.string({ error: 'Location is missing' }).trim().min(1, 'Location is missing').max(100, 'Keep the location under 100 characters'),
      state: optionalText(60, 'Keep the state under 60 characters'),
      formatted: optionalText(200, 'Keep the address under 200 characters'),
    },
    { error: 'Location is missing' },
  ),
  date: day('Please choose a date'),
  time: timeRange,
  services: z.array(serviceSchema, { error: 'Add at least one service' }).min(1, 'Add at least one service').max(20, 'Up to 20 services'),
  description: optionalText(2000, 'Keep the look under 2000 characters'),
  images: z.array(imageUrl).max(MAX_GIG_PHOTOS, `Up to ${MAX_GIG_PHOTOS} photos`).default([]),
  pricing: z.object({ total: cents(), deposit: cents().default(0) }, { error: 'Please enter the total' }),
  paidToDate: cents().default(0),
  paymentDueDate: day('Please choose a valid due date')
    .nullish()
    .transform((value) => value ?? null),
  // Refinements rather than types: a wrong type would end PATCH's edit branch early, and its union would
  // answer "Invalid input" instead of the field's own sentence.
  /** When everyone must be ready on the gig's date; with the services' durations it times the day. */
  readyBy: z
    .unknown()
    .optional()
    .refine((value) => value === undefined || value === null || value === '' || (typeof value === 'string' && isClockTime(value)), READY_BY_MESSAGE)
    .transform((value) => (typeof value === 'string' && value) || null),
  artistCount: z
    .unknown()
    .optional()
    .refine((value) => value === undefined || Number.isInteger(value), 'Please choose how many artists')
    .transform((value) => (typeof value === 'number' ? value : 1))
    .pipe(z.number().min(1, 'At least 1 artist').max(MAX_ARTISTS, `Up to ${MAX_ARTISTS} artists`)),
})

type MoneyFields = { pricing: { total: number; deposit: number }; paidToDate: number }
function checkMoney(value: MoneyFields, context: z.RefinementCtx) {
  if (value.pricing.deposit > value.pricing.total)
    context.addIssue({ code: 'custom', path: ['pricing', 'deposit'], message: 'The deposit cannot be more than the total' })
  if (value.paidToDate > value.pricing.total) context.addIssue({ code: 'custom', path: ['paidToDate'], message: 'Paid to date cannot be more than the total' })
}

/** The event form (New Event / Edit event). */
export const appointmentForm = appointmentFields.superRefine(checkMoney)
export type AppointmentFormInput = z.input<typeof appointmentForm>
export type AppointmentForm = z.output<typeof appointmentForm>

/** POST /v1/appointment: the form; `status` and `paid` are accepted and ignored (a new gig is booked and unpaid). */
export const createAppointmentBody = appointmentFields.extend({ status: z.string().max(20).optional(), paid: z.boolean().optional() }).superRefine(checkMoney)

/** PATCH /v1/appointment: {_id, paid} (Mark paid) or the edited appointment. */
export const markPaidBody = z.object({ _id: appointmentId, paid: z.boolean({ error: 'Paid must be true or false' }) }).strict()
export const editAppointmentBody = appointmentFields
  .extend({ _id: appointmentId, status: z.string().max(20).optional(), paid: z.boolean().optional() })
  .superRefine(checkMoney)
export const updateAppointmentBody = z.union([markPaidBody, editAppointmentBody])
export type UpdateAppointmentBody = z.infer<typeof updateAppointmentBody>

/** Spec: Save is enabled only with customer name, location city, date, start time, end time and at least one service. */
export function canSaveEvent(values: {
  customerName?: string
  location?: { city?: string | null }
  date?: string
  time?: { from?: string; to?: string }
  services?: Partial<Service>[]
}): boolean {
  const filled = (text: string | null | undefined) => Boolean(text?.trim())
  return (
    filled(values.customerName) &&
    filled(values.location?.city) &&
    filled(values.date) &&
    filled(values.time?.from) &&
    filled(values.time?.to) &&
    (values.services ?? []).some((service) => filled(service.title) && filled(service.subTitle))
  )
}

/** A payment made outside the app (cash, bank transfer…), recorded by the owner. */
export const recordPaymentBody = z.object({
  amount: cents().refine((value) => value > 0, 'Please enter the amount received'),
  method: paymentMethod.default('cash'),
  paidAt: day('Please choose a valid date').optional(),
  note: optionalText(200, 'Keep the note under 200 characters'),
})
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>

export const paymentParams = z.object({ appointmentId, paymentId: z.string().trim().min(1, 'The payment is missing').max(64) })

/** How money paid outside the app is given back. */
export const refundMethod = z.enum(['bankTransfer', 'cash', 'other'], { error: 'Please say how the money was given back' })
export type RefundMethod = z.infer<typeof refundMethod>

/**
 * A refund of a payment, in full or in part, within what is left of it. `priceDrops` (the default): the
 * gig's price drops by it too, so nothing new is due; false: the price stays, and the client owes it
 * again. `method`: how an offline payment was given back (left out: the way it was paid).
 */
export const refundBody = z.object({
  amount: cents().refine((value) => value > 0, 'Please enter the amount to refund'),
  priceDrops: z.boolean({ error: 'Please say whether the price drops' }).default(true),
  method: refundMethod.optional(),
})
export type RefundBody = z.infer<typeof refundBody>
/** How money is given back: `lowersPrice`, the gig's price drops with it; `method`, how an offline payment went back. */
export type RefundTerms = { lowersPrice: boolean; method: PaymentMethod | null }

export const receiptAnswer = z.object({ receiptNumber: z.number().int(), sentTo: z.string() })
export type ReceiptAnswer = z.infer<typeof receiptAnswer>

/** The owner's offer on a booking request. */
export const sendOfferBody = z
  .object({
    pricing: z.object(
      { total: cents('Please enter the price').refine((value) => value > 0, 'Please enter the price'), deposit: cents().default(0) },
      { error: 'Please enter the price' },
    ),
    paymentDueDate: day('Please choose the payment due date'),
    cancellationPolicy: optionalText(4000, 'Keep the policy under 4000 characters'),
    /** What cancelling keeps; saved as the owner's tiers for next time. Left out: the owner's tiers as they are. */
    cancellationTiers: cancellationTiersSchema.optional(),
  })
  .refine((offer) => offer.pricing.deposit <= offer.pricing.total, { message: 'The deposit cannot be more than the price', path: ['pricing', 'deposit'] })
export type SendOfferBody = z.infer<typeof sendOfferBody>

// ─── Cancelling, rescheduling ────────────────────────────────────────────────────────────────────

export const cancelledBy = z.enum(['client', 'artist'], { error: 'Please say who is cancelling' })
export type CancelledBy = z.infer<typeof cancelledBy>

/** "Cancel gig": who asked, a word for the client, and what goes back (left out: what the tiers settle). */
export const cancelBody = z.object({
  by: cancelledBy,
  reason: optionalText(500, 'Keep the reason under 500 characters'),
  refund: cents('Please enter the amount to refund').optional(),
  /** A wedding's trial run still to come is cancelled with it (by its own tiers) unless this is false. */
  cancelTrial: z.boolean().default(true),
})
export type CancelBody = z.infer<typeof cancelBody>

/** What cancelling one gig now would settle. */
const cancellationSettlement = z.object({
  /** Calendar days from today to the gig's day, in the owner's time zone. */
  daysBefore: z.number().int(),
  /** The tiers applied: those offered with the gig, else the owner's own; null: none. */
  tiersFrom: z.enum(['offer', 'owner']).nullable(),
  /** Every tier as a sentence, highest first. */
  terms: z.array(z.string()),
  /** The sentence of the tier this cancellation falls in. */
  tier: z.string().nullable(),
  paid: z.number().int(),
  kept: z.number().int(),
  /** The tiers' refund, within what can go back. */
  refund: z.number().int(),
  /** Kept beyond what was paid: what the policy says the client still owes. */
  owed: z.number().int(),
  /** What is left of the payments on record, the most that can go back. */
  refundable: z.number().int(),
})

/** What cancelling now would settle, before the owner confirms; for a wedding, its trial run still to come too. */
export const cancellationPreview = cancellationSettlement.extend({
  trial: cancellationSettlement.extend({ _id: z.string(), date: z.string(), time: z.object({ from: z.string(), to: z.string() }) }).nullable(),
})
export type CancellationPreview = z.infer<typeof cancellationPreview>
export type CancellationSettlement = z.infer<typeof cancellationSettlement>

/** "Reschedule": the gig's new day and times; a wedding's new ready-by, when it changes too (its start follows from the party). */
export const rescheduleBody = z.object({
  date: day('Please choose a date'),
  time: timeRange,
  readyBy: z
    .string({ error: READY_BY_MESSAGE })
    .refine(isClockTime, READY_BY_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
})
export type RescheduleBody = z.infer<typeof rescheduleBody>

export const acceptOfferBody = z.object({
  acceptPolicy: z.literal(true, { error: 'Please accept the cancellation policy' }),
})

export const offerTokenParams = z.object({ token: z.string().trim().min(16).max(100) })

/** A customer's request from the owner's public "Book me" page. */
export const bookingRequestBody = z.object({
  userId: z.string().trim().min(1, 'The business is missing').max(64),
  customerName: appointmentFields.shape.customerName,
  customerMobile: e164Mobile,
  customerEmail: email,
  location: z.object(
    {
      city: appointmentFields.shape.location.shape.city,
      formatted: optionalText(200, 'Keep the address under 200 characters'),
    },
    { error: 'Location is missing' },
  ),
  date: day('Please choose a date'),
  time: timeRange,
  // Who and what, and how many: prices, durations and menu entries are the owner's to set, never the client's.
  services: z
    .array(serviceSchema.pick({ title: true, subTitle: true, count: true }), { error: 'Add at least one service' })
    .min(1, 'Add at least one service')
    .max(20, 'Up to 20 services'),
  description: appointmentFields.shape.description,
  images: z.array(imageUrl).max(MAX_BOOKING_PHOTOS, `Up to ${MAX_BOOKING_PHOTOS} photos`).default([]),
})
export type BookingRequestInput = z.input<typeof bookingRequestBody>
export type BookingRequestBody = z.output<typeof bookingRequestBody>

export const bookingPhotoQuery = z.object({ userId: z.string().trim().min(1).max(64) })

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────────

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

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
  origin: z.enum(['owner', 'bookingRequest']),
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

/**
 * A change the client is e-mailed about (a reschedule, a cancellation): the gig, and when a client-message
 * cap held the e-mail back, a sentence saying so. The change itself always stands.
 */
export const gigChangeAnswer = appointmentResponse.extend({ clientNotEmailed: z.string().optional() })
export type GigChangeAnswer = z.infer<typeof gigChangeAnswer>

/** What an owner reads when a change stands but its e-mail to the client was over a cap. */
export const CLIENT_NOT_EMAILED = "Saved, but the client was not e-mailed: you've reached today's limit of e-mails to clients. Please let them know yourself."

/** GET /v1/appointment: the spec's "grouped by date", an object keyed by YYYY-MM-DD. */
export const appointmentsByDateResponse = z.record(isoDay, z.array(appointmentResponse))
export type AppointmentsByDate = z.infer<typeof appointmentsByDateResponse>

/** One share of the party's balance on the client's page; only her own share carries its link. */
export const partyShareView = z.object({ name: z.string(), amount: z.number().int(), paid: z.boolean(), url: z.string().nullable() })
export type PartyShareView = z.infer<typeof partyShareView>

/** The customer's public offer page: the offer, never anything else of the owner's. */
export const offerView = z.object({
  status: appointmentStatus,
  withdrawn: z.boolean(),
  expiresAt: z.string().nullable(),
  business: z.object({ name: z.string(), profileImg: z.string().nullable(), slug: z.string().nullable() }),
  requestNumber: z.number().int(),
  customerName: z.string(),
  date: isoDay,
  time: z.object({ from: z.string(), to: z.string() }),
  location: z.object({ city: z.string(), formatted: z.string().nullable() }),
  services: z.array(serviceLineResponse),
  description: z.string().nullable(),
  pricing: z.object({ total: z.number().int(), deposit: z.number().int() }),
  /** What accepting asks for now: the deposit, less anything already paid. */
  depositDue: z.number().int(),
  paidToDate: z.number().int(),
  /** What is still owed once booked: nothing once the gig is paid. */
  remaining: z.number().int(),
  /** What of it the party's unpaid shares come to: theirs to pay, through their own links. */
  shared: z.number().int(),
  /** The balance's shares, in order: the party's progress, and her own share's link. */
  shares: z.array(partyShareView),
  paymentDueDate: isoDay.nullable(),
  /** Booked, unpaid and past its due date in the owner's time zone. */
  overdue: z.boolean(),
  cancellationPolicy: z.string().nullable(),
  /** The offered tiers, one sentence each. */
  cancellationTerms: z.array(z.string()),
  acceptedAt: z.string().nullable(),
  timeline: dayTimeline.nullable(),
  /** Card: the deposit is paid by card on accepting (the artist's payouts are on); otherwise the offline ways. */
  payment: paymentOptions,
  /** What she writes with a payment outside the app: "#12 Mia Rossi". */
  reference: z.string(),
})
export type OfferView = z.infer<typeof offerView>

/**
 * Accepting an offer, or paying a wedding's retainer: the gig is booked now, held until the deposit paid
 * outside the app is recorded, or the payer goes on to Stripe Checkout.
 */
export const bookingPaymentAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('booked'), testMode: z.boolean() }),
  z.object({ status: z.literal('awaitingDeposit') }),
  checkoutAnswer,
])
export type BookingPaymentAnswer = z.infer<typeof bookingPaymentAnswer>

/** Paying the balance or a share of it: paid now, or the payer goes on to Stripe Checkout. */
export const payBalanceAnswer = z.discriminatedUnion('status', [z.object({ status: z.literal('paid'), testMode: z.boolean() }), checkoutAnswer])
export type PayBalanceAnswer = z.infer<typeof payBalanceAnswer>

export const bookingRequestAnswer = z.object({ requestNumber: z.number().int(), businessName: z.string() })
export type BookingRequestAnswer = z.infer<typeof bookingRequestAnswer>

// ─── Reminders and the calendar feed ─────────────────────────────────────────────────────────────

export const REMINDER_TEMPLATES = { default: 'Default', short: 'Short and sweet' } as const
export const reminderTemplate = z.enum(['default', 'short'], { error: 'Please choose a template' })
export type ReminderTemplate = z.infer<typeof reminderTemplate>
export const DEFAULT_REMINDER_DAYS = 3
export const MAX_BALANCE_REMINDER_DAYS = 30

export const reminderSettings = z.object({
  eventRemindersEnabled: z.boolean({ error: 'Event reminders must be on or off' }),
  reminderBefore: z
    .number({ error: 'Please enter how many days before' })
    .int('Please enter whole days')
    .min(1, 'Send reminders at least 1 day before')
    .max(30, 'Send reminders at most 30 days before'),
  template: reminderTemplate,
  textRemindersEnabled: z.boolean({ error: 'Text reminders must be on or off' }),
  /** Balance reminders to the client before the payment due date (and once overdue); left out: unchanged. */
  balanceRemindersEnabled: z.boolean({ error: 'Balance reminders must be on or off' }).optional(),
  balanceReminderBefore: z
    .number({ error: 'Please enter how many days before it is due' })
    .int('Please enter whole days')
    .min(1, 'Send balance reminders at least 1 day before')
    .max(MAX_BALANCE_REMINDER_DAYS, `Send balance reminders at most ${MAX_BALANCE_REMINDER_DAYS} days before`)
    .optional(),
})
export type ReminderSettings = z.infer<typeof reminderSettings>
export const reminderSettingsResponse = reminderSettings.extend({
  textMessagesAvailable: z.boolean(),
  balanceRemindersEnabled: z.boolean(),
  balanceReminderBefore: z.number().int(),
})
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>

export const calendarFeedResponse = z.object({ url: z.string().nullable() })
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>
/** Any text: a wrong secret is a plain 404, whatever its shape. */
export const calendarFeedParams = z.object({ token: z.string() })
