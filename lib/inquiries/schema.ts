import { z } from 'zod'

/** The auto-reply's words when the artist has written none of her own. */
export const DEFAULT_AUTO_REPLY =
  'Thank you so much for thinking of me for your makeup! I have your request and will get back to you personally with availability and a quote.'

/** "I usually reply within …": the choices the settings offer. */
export const RESPONSE_HOURS = [1, 2, 4, 12, 24, 48] as const

/** The artist's reply to each booking request, sent within a minute of it. */
export const autoReplySettings = z.object({
  enabled: z.boolean({ error: 'Please choose on or off' }),
  message: z.string({ error: 'Please write your message' }).trim().max(800, 'Please keep your message under 800 characters').default(''),
  responseHours: z
    .number({ error: 'Please choose how soon you usually reply' })
    .int()
    .refine((hours) => (RESPONSE_HOURS as readonly number[]).includes(hours), 'Please choose how soon you usually reply'),
})
export type AutoReplySettings = z.infer<typeof autoReplySettings>

export const autoReplySettingsResponse = autoReplySettings.extend({
  message: z.string(),
  defaultMessage: z.string(),
  /** Her site's price list, linked in the reply; null without a site or services. */
  priceListLink: z.string().nullable(),
})
export type AutoReplySettingsResponse = z.infer<typeof autoReplySettingsResponse>
