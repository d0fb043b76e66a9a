// The app's own faces, preloaded on its pages only: the same files as app/fonts.ts (so the same
// addresses, cached once), asked for with the page rather than when its text first needs them, so they
// are there before the first paint and no text moves when they land (layout shift). Public sites, whose
// themes mostly use the phone's own font, stay outside this group and load neither.
import localFont from 'next/font/local'

export const appInter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: true,
})

export const appFraunces = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-fraunces',
  weight: '100 900',
  display: 'swap',
  preload: true,
})
