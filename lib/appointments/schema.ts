// Gigs (the spec's appointments): the event form's schema, shared by the form, the routes and the
// tests, and the fields the other gig schemas build on. Money is integer cents AUD; days are "YYYY-MM-DD";
// times are "HH:mm" slots. The answers are in response-schema.ts; payments, offers and booking requests,
// cancelling and rescheduling, reminders each have their own *-schema.ts beside it.
import { z } from 'zod'
import { MAX_ARTISTS } from './limits'
import { PAYMENT_METHODS } from './payment-methods'
import { email } from '@/lib/auth/schema'
import { mobile } from '@/lib/wizard/schema'
import { normalizePhone } from '@/lib/clients/normalize'
import { isCalendarDay } from './dates'
import { endsAfterStart, isClockTime, isTimeSlot } from './slots'

export const MAX_BOOKING_PHOTOS = 3
export const MAX_GIG_PHOTOS = 6
/** $100,000: more than any gig, small enough that a typo shows. */
export const MAX_CENTS = 10_000_000

/** `awaitingDeposit`: accepted (a wedding: signed) without a card payment; booked once the artist records the deposit. */
export const appointmentStatus = z.enum(['offered', 'booked', 'awaitingDeposit', 'expired', 'cancelled'])
export type AppointmentStatus = z.infer<typeof appointmentStatus>

export const paymentMethod = z.enum(PAYMENT_METHODS)

export const appointmentId = z.string().trim().min(1, 'The gig is missing').max(64)
export const appointmentIdParams = z.object({ appointmentId })

export const day = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, message)
const slot = (message: string) => z.string({ error: message }).refine(isTimeSlot, message)
export const optionalText = (max: number, message: string) =>
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
export const serviceLineResponse = z.object({
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

export const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value.startsWith('/') || /^https:\/\//.test(value), 'Images must be uploaded photos')

/** Stored as +61412345678 whatever way it was typed. */
export const e164Mobile = mobile.transform((value) => normalizePhone(value) ?? value)
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

export const appointmentFields = z.object({
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

export const cancelledBy = z.enum(['client', 'artist'], { error: 'Please say who is cancelling' })
export type CancelledBy = z.infer<typeof cancelledBy>

/** A reminder e-mail's wording. */
export const REMINDER_TEMPLATES = { default: 'Default', short: 'Short and sweet' } as const
export const reminderTemplate = z.enum(['default', 'short'], { error: 'Please choose a template' })
export type ReminderTemplate = z.infer<typeof reminderTemplate>

/** A day as the answers give it, "YYYY-MM-DD". */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
