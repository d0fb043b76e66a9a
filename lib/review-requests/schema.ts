import { z } from 'zod'

/** The thank-you's words when the artist has written none of her own. */
export const DEFAULT_REVIEW_REQUEST_MESSAGE =
  'Thank you so much for letting me be part of your day! If you have a minute, a few words about your makeup would mean the world to me and help others find me.'

export const weddingRecipients = z.enum(['bride', 'party'])

/** The artist's choices for the thank-you after each gig (Reviews → "After the gig"). */
export const reviewRequestSettings = z.object({
  enabled: z.boolean({ error: 'Please choose on or off' }),
  daysAfter: z.number({ error: 'Please choose a day' }).int().min(1, 'Please choose 1 to 7 days after').max(7, 'Please choose 1 to 7 days after'),
  hour: z.coerce
    .number({ error: 'Please choose a time' })
    .int()
    .min(6, 'Please choose a time from 6 am to 9 pm')
    .max(21, 'Please choose a time from 6 am to 9 pm'),
  /** Empty: the default words. */
  message: z.string({ error: 'Please write your message' }).trim().max(600, 'Please keep your message under 600 characters').default(''),
  weddingRecipients: weddingRecipients.default('bride'),
})
export type ReviewRequestSettings = z.infer<typeof reviewRequestSettings>

export const reviewRequestSettingsResponse = reviewRequestSettings.extend({
  message: z.string(),
  defaultMessage: z.string(),
  /** Texts go with the e-mail when text messages are set up and the artist turned text reminders on. */
  textMessages: z.boolean(),
})
export type ReviewRequestSettingsResponse = z.infer<typeof reviewRequestSettingsResponse>

/** The signed token of a review request's e-mail (one client, one gig). */
export const requestTokenQuery = z.object({ token: z.string({ error: 'The link is incomplete' }).trim().min(1, 'The link is incomplete').max(200) })

export const unsubscribeAnswer = z.object({ unsubscribed: z.literal(true), businessName: z.string() })
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>

/** The Reviews screen's funnel over the last 90 days: requests sent, opened (her link visited), reviews through them, their average. */
export const reviewFunnelResponse = z.object({
  days: z.number().int(),
  sent: z.number().int(),
  opened: z.number().int(),
  reviewed: z.number().int(),
  /** 1 decimal; null before the first review through a request. */
  averageScore: z.number().nullable(),
})
export type ReviewFunnel = z.infer<typeof reviewFunnelResponse>
