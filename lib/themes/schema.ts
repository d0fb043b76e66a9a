import { z } from 'zod'
import { themeConfigs } from './theme-configs'

export const themeResponse = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number().int(),
  desc: z.string(),
  author: z.string(),
  primaryColor: z.string(),
  heading: z.object({ color: z.string() }),
  subItemId: z.string(),
  layout: z.string(),
  /** The owner's current theme. */
  active: z.boolean(),
  /** Free, paid for, or included in Pro. */
  available: z.boolean(),
})
export type ThemeResponse = z.infer<typeof themeResponse>
export const themeListResponse = z.array(themeResponse)

export const applyThemeBody = z.object({
  _id: z.string().min(1).max(64),
  theme: z.string().trim().min(1).max(64).optional(),
  themeConfigs: themeConfigs.optional(),
})
export type ApplyThemeBody = z.infer<typeof applyThemeBody>
