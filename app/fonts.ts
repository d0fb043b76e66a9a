// Fonts ship with the app (no font CDN is reachable at build or run time).
import localFont from 'next/font/local'

export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

// Headings only: fetched when a page uses it rather than preloaded by every page, so a public site in
// a theme without it spends its first bytes on its photos.
export const fraunces = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'swap',
  preload: false,
})
