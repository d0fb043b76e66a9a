// Cancelling and rescheduling a gig: the requests, what cancelling would settle, and the answer to a
// change the client is e-mailed about.
import { z } from 'zod'
import { appointmentResponse } from './response-schema'
import { cancelledBy, cents, day, optionalText, READY_BY_MESSAGE, timeRange } from './schema'
import { isClockTime } from './slots'

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

/**
 * A change the client is e-mailed about (a reschedule, a cancellation): the gig, and when a client-message
 * cap held the e-mail back, a sentence saying so. The change itself always stands.
 */
export const gigChangeAnswer = appointmentResponse.extend({ clientNotEmailed: z.string().optional() })
export type GigChangeAnswer = z.infer<typeof gigChangeAnswer>

/** What an owner reads when a change stands but its e-mail to the client was over a cap. */
export const CLIENT_NOT_EMAILED = "Saved, but the client was not e-mailed: you've reached today's limit of e-mails to clients. Please let them know yourself."
