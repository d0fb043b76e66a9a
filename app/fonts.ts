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

// What the display face's Latin file lacks, each file fetched only when a heading has one of its
// characters (unicode-range): Vietnamese ("Nguyễn"), the rest of Latin Extended ("Łukasiewicz") and
// Arabic ("فاطمة"), from the same fonts the review cards use. They come before Fraunces in the stack,
// so the phone's Arial (Fraunces' metric fallback) never draws one letter of a name in another face.
// (Font loader options must be literals, hence the ranges written out.)
export const frauncesVietnamese = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-vietnamese-wght-normal.woff2',
  variable: '--font-fraunces-vietnamese',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
    },
  ],
})

export const frauncesLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2',
  variable: '--font-fraunces-latin-ext',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AA,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
})

// Arabic joins its letters, so it needs a font of its own: IBM Plex Sans Arabic, the cards' too.
export const displayArabic = localFont({
  src: [
    { path: '../lib/cards/fonts/ibm-plex-sans-arabic/ibm-plex-sans-arabic-arabic-400-normal.woff', weight: '400' },
    { path: '../lib/cards/fonts/ibm-plex-sans-arabic/ibm-plex-sans-arabic-arabic-700-normal.woff', weight: '700' },
  ],
  variable: '--font-display-arabic',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC' },
  ],
})
