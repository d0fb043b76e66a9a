import { z } from 'zod'

/** A Stripe event, verified; `applied` is false for one already applied (Stripe sends some twice). */
export const stripeEventAnswer = z.object({ received: z.literal(true), applied: z.boolean() })
