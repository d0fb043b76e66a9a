// Draws the brand marks the review cards and screens show, into public/brand: the Glowfolio logo
// (a sparkle and the wordmark set in Fraunces, turned into outlines by satori so that no renderer
// needs the font) and a neutral partner logo for the partner review source.
//   npx tsx scripts/draw-brand-logos.tsx
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import satori from 'satori'
import { fontStack, loadCoreFonts } from '@/lib/cards/fonts'

const out = path.join(import.meta.dirname, '../public/brand')
const SPARKLE = 'M24 2c1.6 9.4 5.4 14.5 20 22-14.6 7.5-18.4 12.6-20 22-1.6-9.4-5.4-14.5-20-22 14.6-7.5 18.4-12.6 20-22z'
const SMALL_SPARKLE = 'M41 1c.6 3.5 2 5.4 7 8-5 2.6-6.4 4.5-7 8-.6-3.5-2-5.4-7-8 5-2.6 6.4-4.5 7-8z'

async function wordmark(color: string) {
  const svg = await satori(
    <div style={{ display: 'flex', fontFamily: fontStack('Fraunces'), fontWeight: 600, fontSize: 44, color, letterSpacing: -1, lineHeight: 1 }}>Glowfolio</div>,
    { width: 200, height: 48, fonts: loadCoreFonts() },
  )
  return [...svg.matchAll(/<path[^>]*\/>/g)].map((match) => match[0]).join('')
}

async function logo(ink: string, file: string) {
  const paths = await wordmark(ink)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 264 52" width="264" height="52" role="img" aria-label="Glowfolio">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ea76a1"/><stop offset="1" stop-color="#a22655"/></linearGradient></defs>
<path d="${SPARKLE}" fill="url(#g)"/><path d="${SMALL_SPARKLE}" fill="#f4a8c5"/>
<g transform="translate(58 2)">${paths}</g>
</svg>
`
  writeFileSync(path.join(out, file), svg)
}

const partner = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="Partner reviews">
<rect width="48" height="48" rx="12" fill="#1f2937"/>
<path d="M12 14h24a3 3 0 0 1 3 3v13a3 3 0 0 1-3 3H22l-7 6v-6h-3a3 3 0 0 1-3-3V17a3 3 0 0 1 3-3z" fill="#ffffff"/>
<path d="M18.5 23.5l4 4 7.5-8" fill="none" stroke="#1f2937" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`

await logo('#1c1917', 'glowfolio-logo.svg')
await logo('#ffffff', 'glowfolio-logo-white.svg')
writeFileSync(path.join(out, 'partner-logo.svg'), partner)
console.log('public/brand: glowfolio-logo.svg, glowfolio-logo-white.svg, partner-logo.svg')
