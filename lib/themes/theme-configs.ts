import { z } from 'zod'

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colours are written like #c2346a')

/** The owner's colours for their theme (spec: Primary and Heading). */
export const themeConfigs = z.object({ primaryColor: colour.optional(), headingColor: colour.optional() }).strict()
export type ThemeConfigs = z.infer<typeof themeConfigs>

/** The colours a site is drawn with: the owner's, else the theme's own. */
export function siteColours(theme: { primaryColor: string; headingColor: string }, configs: unknown) {
  const parsed = themeConfigs.safeParse(configs)
  const own = parsed.success ? parsed.data : {}
  return { primary: own.primaryColor ?? theme.primaryColor, heading: own.headingColor ?? theme.headingColor }
}
