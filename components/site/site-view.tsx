// A public site in its theme: the layout chosen by the theme, drawn with the owner's colours (kept
// readable against the theme's background).
import type { CSSProperties } from 'react'
import type { Site } from '@/lib/site/get-site'
import { readableOn, textOn } from '@/lib/themes/contrast'
import { BasicTheme } from './themes/basic'
import { BlushTheme } from './themes/blush'
import { EditorialTheme } from './themes/editorial'
import { NoirTheme } from './themes/noir'

const LAYOUTS = { basic: BasicTheme, editorial: EditorialTheme, blush: BlushTheme, noir: NoirTheme } as const
export const SITE_BACKGROUNDS: Record<string, string> = { basic: '#ffffff', editorial: '#faf7f5', blush: '#fff5f8', noir: '#0c0a09' }

export const THEME_LAYOUTS = Object.keys(LAYOUTS)

export function SiteView({ site }: { site: Site }) {
  const layout = (site.theme.layout in LAYOUTS ? site.theme.layout : 'basic') as keyof typeof LAYOUTS
  const Layout = LAYOUTS[layout]
  const background = SITE_BACKGROUNDS[layout]
  const primary = readableOn(site.theme.primary, background)
  const style = {
    '--site-primary': primary,
    '--site-on-primary': textOn(primary),
    '--site-heading': readableOn(site.theme.heading, background),
    // The theme's own type: the free and most paid themes use the phone's system font, so a visitor
    // downloads no font at all; Editorial is set in its serif.
    fontFamily: site.theme.fontStack,
  } as CSSProperties
  return (
    <div style={style} data-theme={layout}>
      <Layout site={site} />
    </div>
  )
}
