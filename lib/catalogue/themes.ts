// Website themes. "basic" is the free default; the layout key picks the site renderer (lib/themes).
export const SYSTEM_FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

export const DEFAULT_THEME_ID = 'basic'
export const DEFAULT_PRIMARY_COLOR = '#007aff'
export const DEFAULT_HEADING_COLOR = '#000000'

export const themes = [
  {
    id: DEFAULT_THEME_ID,
    name: 'Basic',
    image: '/themes/basic.jpg',
    priceCents: 0,
    desc: 'Clean and quick to read: your photo, your work and your reviews, one after the other.',
    author: 'Glowfolio',
    primaryColor: DEFAULT_PRIMARY_COLOR,
    headingColor: DEFAULT_HEADING_COLOR,
    fontStack: SYSTEM_FONT_STACK,
    layout: 'basic',
    order: 1,
  },
  {
    id: 'editorial',
    name: 'Editorial',
    image: '/themes/editorial.jpg',
    priceCents: 499,
    desc: 'A magazine spread: full-bleed cover photos, serif headlines and your portfolio in a bold grid.',
    author: 'Glowfolio Studio',
    primaryColor: '#b4233c',
    headingColor: '#111111',
    fontStack: "var(--font-fraunces), Georgia, 'Times New Roman', serif",
    layout: 'editorial',
    order: 2,
  },
  {
    id: 'blush',
    name: 'Blush',
    image: '/themes/blush.jpg',
    priceCents: 399,
    desc: 'Soft, rounded and warm, with your reviews up front. Made for bridal artists.',
    author: 'Glowfolio Studio',
    primaryColor: '#d46a8c',
    headingColor: '#4a2c34',
    fontStack: SYSTEM_FONT_STACK,
    layout: 'blush',
    order: 3,
  },
  {
    id: 'noir',
    name: 'Noir',
    image: '/themes/noir.jpg',
    priceCents: 599,
    desc: 'Dark and dramatic: a black canvas that makes colour work and editorial looks glow.',
    author: 'Glowfolio Studio',
    primaryColor: '#e8c07d',
    headingColor: '#ffffff',
    fontStack: SYSTEM_FONT_STACK,
    layout: 'noir',
    order: 4,
  },
]
