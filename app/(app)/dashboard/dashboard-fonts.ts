// The dashboard's faces: the same files as app/fonts.ts (so the same addresses, fetched once), shown only
// if they are there at the first paint (display: optional), else the phone's font, sized to match,
// stays for that visit: no text of a screen moves when a font lands (layout shift). She comes to the
// dashboard through the landing page, sign-up or log-in, which swap the same files in (app/fonts.ts),
// so they are cached by then and show at once. Sheets drawn outside this layout (portals) use those.
import localFont from 'next/font/local'

export const dashboardInter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  preload: false,
})

export const dashboardFraunces = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'optional',
  preload: false,
})
