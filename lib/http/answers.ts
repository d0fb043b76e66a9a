// Answers that several resources give alike, declared once for their routes' `response` (lib/http/route.ts).
import { z } from 'zod'

/** The spec's bare "success": a change with nothing more to tell. */
export const successAnswer = z.literal('success')
export type SuccessAnswer = z.infer<typeof successAnswer>

/** Marking things seen (notifications, reviews, booking requests): how many were cleared. */
export const clearedAnswer = z.object({ cleared: z.number().int() })

/** A payment that continues on Stripe Checkout: the page to send the payer to. */
export const checkoutAnswer = z.object({ status: z.literal('checkout'), url: z.string() })
