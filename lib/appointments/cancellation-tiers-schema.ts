// The cancellation tiers and the booking payment's name as the routes and forms check them.
import { z } from 'zod'
import { BOOKING_PAYMENT_NAMES, MAX_CANCELLATION_TIERS, type CancellationTier } from './cancellation-tiers'

/** A share of the price, the way tiers and a wedding's retainer ask for it. */
export const wholePercent = z
  .number({ error: 'Please enter a percentage' })
  .int('Please enter a whole percentage')
  .min(0, 'Percentages run from 0 to 100')
  .max(100, 'Percentages run from 0 to 100')

const keepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('retainer') }),
  z.object({
    kind: z.literal('percent'),
    percent: wholePercent,
  }),
])

export const cancellationTierSchema = z.object({
  /** The tier applies when the client cancels this many days or more before the gig's day (and fewer than the next tier up). */
  daysBefore: z.number({ error: 'Please enter the days before' }).int('Please enter whole days').min(0, 'Days cannot be negative').max(730, 'Up to 730 days'),
  keep: keepSchema,
}) satisfies z.ZodType<CancellationTier>

export const cancellationTiersSchema = z
  .array(cancellationTierSchema)
  .max(MAX_CANCELLATION_TIERS, `Up to ${MAX_CANCELLATION_TIERS} tiers`)
  .refine((tiers) => new Set(tiers.map((tier) => tier.daysBefore)).size === tiers.length, 'Each tier needs its own number of days')
  .transform((tiers) => [...tiers].sort((a, b) => b.daysBefore - a.daysBefore))

export const bookingPaymentName = z.enum(BOOKING_PAYMENT_NAMES)
