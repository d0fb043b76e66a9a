// Availability and instant booking: one schema per resource, shared by the forms, the routes and the
// tests. Times of day are "HH:mm" on the artist's clock; instants cross the wire as ISO strings.
import { z } from 'zod'
import { email } from '@/lib/auth/schema'
import { appointmentFields, e164Mobile, optionalText } from '@/lib/appointments/schema'
import { checkoutAnswer } from '@/lib/http/answers'
import type { WeeklyHours } from './slots'
import { minutesOf } from './zoned'

/** The earliest a working day starts: a gig's day runs from 5:00 (lib/appointments/slots.ts). */
export const HOURS_START = '05:00'
export const MAX_RANGES_PER_DAY = 4
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** A time a range may start or end at: on the half hour, from 5:00 to midnight ("24:00"). */
const HALF_HOUR = /^(([01]\d|2[0-3]):(00|30)|24:00)$/
const hoursTime = z
  .string({ error: 'Please choose a time' })
  .refine((value) => HALF_HOUR.test(value) && value >= HOURS_START, 'Please choose a time on the half hour from 5:00 am')

export const hoursRangeSchema = z
  .object({ from: hoursTime, to: hoursTime })
  .refine((range) => minutesOf(range.to) > minutesOf(range.from), { message: 'The end must be after the start', path: ['to'] })

const dayRanges = z
  .array(hoursRangeSchema)
  .max(MAX_RANGES_PER_DAY, `Up to ${MAX_RANGES_PER_DAY} ranges a day`)
  .refine(
    (ranges) => [...ranges].sort((a, b) => a.from.localeCompare(b.from)).every((range, index, sorted) => index === 0 || sorted[index - 1].to <= range.from),
    'A day’s ranges must not overlap',
  )

export const weeklyHoursSchema = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges])) as Record<(typeof WEEKDAYS)[number], typeof dayRanges>)

export const DEFAULT_HOURS: WeeklyHours = {
  '0': [],
  '1': [],
  '2': [{ from: '09:00', to: '17:00' }],
  '3': [{ from: '09:00', to: '17:00' }],
  '4': [{ from: '09:00', to: '17:00' }],
  '5': [{ from: '09:00', to: '17:00' }],
  '6': [{ from: '07:00', to: '15:00' }],
}

export const availabilitySettingsBody = z.object({
  hours: weeklyHoursSchema,
  minNoticeHours: z
    .number({ error: 'Please enter the notice in hours' })
    .int('Please enter whole hours')
    .min(0, 'At least 0 hours')
    .max(24 * 30, 'Up to 30 days'),
  bookAheadMonths: z
    .number({ error: 'Please enter a number of months' })
    .int('Please enter whole months')
    .min(1, 'At least 1 month')
    .max(36, 'Up to 36 months'),
  depositPercent: z.number({ error: 'Please enter a percentage' }).int('Please enter a whole percentage').min(0, 'At least 0%').max(100, 'At most 100%'),
  /** The secret ICS address of her Google, Apple or Outlook calendar; null: none. */
  externalCalendarUrl: z
    .string()
    .trim()
    .max(2000, 'That address is too long')
    .transform((value) => value.replace(/^webcal:\/\//i, 'https://'))
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'Please paste the calendar’s secret address (https://…)')
    .transform((value) => value || null)
    .nullable()
    .default(null),
})
export type AvailabilitySettingsInput = z.input<typeof availabilitySettingsBody>
export type AvailabilitySettingsBody = z.output<typeof availabilitySettingsBody>

export const availabilitySettingsResponse = availabilitySettingsBody.extend({
  externalCalendarUrl: z.string().nullable(),
  externalSyncedAt: z.string().nullable(),
  externalError: z.string().nullable(),
  timeZone: z.string(),
})
export type AvailabilitySettingsResponse = z.infer<typeof availabilitySettingsResponse>

/** A day off or a blocked time, from the calendar. */
export const blockBody = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: 'Please choose when it starts' }),
    endsAt: z.iso.datetime({ offset: true, error: 'Please choose when it ends' }),
    label: optionalText(80, 'Keep the label under 80 characters'),
  })
  .refine((block) => Date.parse(block.endsAt) > Date.parse(block.startsAt), { message: 'The end must be after the start', path: ['endsAt'] })
  .refine((block) => Date.parse(block.endsAt) - Date.parse(block.startsAt) <= 31 * 86_400_000, { message: 'Block up to a month at a time', path: ['endsAt'] })
export type BlockBody = z.output<typeof blockBody>

export const blockResponse = z.object({ _id: z.string(), startsAt: z.string(), endsAt: z.string(), label: z.string().nullable() })
export type BlockResponse = z.infer<typeof blockResponse>
export const blockIdParams = z.object({ blockId: z.string().trim().min(1).max(40) })

/** One month of an instant-book service's free starts, for the public calendar. */
export const slotsQuery = z.object({
  userId: z.string().trim().min(1, 'The business is missing').max(64),
  serviceId: z.string().trim().min(1, 'Please choose a service').max(40),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month'),
  /** The client's travel zone, by name, for an on-location service. */
  zone: z.string().trim().max(60).optional(),
})
export type SlotsQuery = z.infer<typeof slotsQuery>

export const slotsResponse = z.object({
  timeZone: z.string(),
  month: z.string(),
  /** Earlier and later months with bookable days exist. */
  firstMonth: z.string(),
  lastMonth: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.object({ start: z.string(), time: z.string() })) })),
})
export type SlotsResponse = z.infer<typeof slotsResponse>

/** A client's instant booking: the service, the start she picked, her details and the policy accepted. */
export const instantBookingBody = z.object({
  userId: slotsQuery.shape.userId,
  serviceId: slotsQuery.shape.serviceId,
  start: z.iso.datetime({ offset: true, error: 'Please choose a time' }),
  zone: slotsQuery.shape.zone,
  customerName: appointmentFields.shape.customerName,
  customerMobile: e164Mobile,
  customerEmail: email,
  location: z.object(
    { city: appointmentFields.shape.location.shape.city, formatted: optionalText(200, 'Keep the address under 200 characters') },
    { error: 'Location is missing' },
  ),
  acceptPolicy: z.literal(true, { error: 'Please accept the cancellation policy' }),
})
export type InstantBookingBody = z.output<typeof instantBookingBody>
/** What the client types on the booking form: the service, time and zone are her taps above it. */
export const instantBookingDetails = instantBookingBody.omit({ serviceId: true, start: true, zone: true })
export type InstantBookingDetailsInput = z.input<typeof instantBookingDetails>
export type InstantBookingDetails = z.output<typeof instantBookingDetails>

/** The money path's answer, and the offer page where the client finds her booking. */
const booking = { requestNumber: z.number().int(), offerUrl: z.string() }
export const instantBookingAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('booked'), testMode: z.boolean(), ...booking }),
  z.object({ status: z.literal('awaitingDeposit'), ...booking }),
  checkoutAnswer.extend(booking),
])
export type InstantBookingAnswer = z.infer<typeof instantBookingAnswer>

/** GET /v1/availability/week: seven days of the owner's time from `weekStart` ("YYYY-MM-DD", her calendar). */
export const weekQuery = z.object({
  weekStart: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a day')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Please choose a day'),
})
export type WeekQuery = z.infer<typeof weekQuery>

export const WEEK_ITEM_KINDS = ['gig', 'travel', 'hold', 'block', 'busy'] as const
export type WeekItemKind = (typeof WEEK_ITEM_KINDS)[number]
/** One stretch of a day, in minutes after its midnight on her clock (cut at the day's edges), with its words. */
const weekItem = z.object({
  kind: z.enum(WEEK_ITEM_KINDS),
  from: z.number().int(),
  to: z.number().int(),
  label: z.string(),
  appointmentId: z.string().nullable(),
})
export type WeekItem = z.infer<typeof weekItem>
export const weekResponse = z.object({
  days: z.array(z.object({ date: z.string(), hours: z.array(z.object({ from: z.number().int(), to: z.number().int() })), items: z.array(weekItem) })),
})
export type WeekResponse = z.infer<typeof weekResponse>
