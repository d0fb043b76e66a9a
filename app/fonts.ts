// Fonts ship with the app (no font CDN is reachable at build or run time).
import localFont from 'next/font/local'

// Neither font is preloaded: each is fetched when a page's text uses it. The app's screens use Inter
// (cached after an owner's first visit); public sites use their theme's type, mostly the phone's own
// font, so a visitor's first bytes go to the owner's photos, not to a font the page never shows.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
})

// Headings of the app and of the Editorial and Blush themes.
export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'swap',
  preload: false,
})
