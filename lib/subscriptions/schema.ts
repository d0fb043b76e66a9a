import { z } from 'zod'
import { checkoutAnswer } from '@/lib/http/answers'

export const subscribeBody = z
  .object({
    subItemId: z.string().trim().min(1).max(64).optional(),
    themeId: z.string().trim().min(1).max(64).optional(),
    /** A card token of the old client: ignored, payment details are taken by the payment page. */
    token: z.string().max(500).optional(),
  })
  .refine((body) => Boolean(body.subItemId) !== Boolean(body.themeId), 'Choose a feature or a theme')
export type SubscribeBody = z.infer<typeof subscribeBody>

/** Where Stripe (Checkout or the portal) sends the owner back: a dashboard path. */
export const returnToQuery = z.object({
  returnTo: z
    .string()
    .regex(/^\/dashboard\/[\w/?=&-]*$/)
    .default('/dashboard/today'),
})

export const subscriptionIdBody = z.object({ subscriptionId: z.string().min(1).max(64) })
export const requestAccessBody = z.object({ subItemId: z.string().trim().min(1).max(64) })

/** A subscription as the owner's profile lists it. */
export const subscriptionResponse = z.object({
  _id: z.string(),
  type: z.enum(['feature', 'theme', 'pro']),
  subItemId: z.string().nullable(),
  themeId: z.string().nullable(),
  status: z.enum(['trialing', 'active', 'pastDue', 'cancelled']),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
})

/** The same subscription where the owner acts on it: who takes the payments. */
export const subscriptionAnswer = subscriptionResponse.extend({ provider: z.enum(['test', 'stripe']) })
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswer>

/** What starting a subscription answers: it is active now (test mode), or the payment page to go to. */
export const subscribeAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('activated'), subscription: subscriptionAnswer, testMode: z.boolean() }),
  checkoutAnswer,
])
export type SubscribeAnswer = z.infer<typeof subscribeAnswer>

/** Cancelling: how many subscriptions were set to end (none when already ending). */
export const cancelledAnswer = z.object({ cancelled: z.number().int() })

/** Stripe's customer portal, to send the owner to. */
export const portalAnswer = z.object({ url: z.string() })

/** Asking for a feature that is not ready yet: recorded, the button reads Pending Access. */
export const accessRequestAnswer = z.object({ status: z.literal('pending'), message: z.string() })
