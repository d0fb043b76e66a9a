// `npx tsx scripts/make-app-icons.ts`: the home-screen icons of the installable app (app/manifest.ts),
// drawn from the brand mark (app/icon.svg: the white sparkle on the pink gradient) with sharp, and
// committed to public/icons/. Run again after the brand changes.
//   icon-{size}.png            "any": the round mark on a transparent square (Android's launcher, Chrome)
//   maskable-{size}.png        full-bleed gradient, the sparkle inside the 80 % safe zone (Android adaptive icons)
//   apple-touch-icon-{size}.png full-bleed, no transparency (iOS rounds the corners itself)
//   badge-96.png               white sparkle on transparent: Android's status-bar badge of a notification
//   shortcut-{name}-96.png     the manifest's shortcuts
//   app/favicon.ico            16, 32 and 48 px: what a browser asks /favicon.ico for whatever the page links
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const OUT = path.resolve(import.meta.dirname, '../public/icons')
const GRADIENT =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ea76a1"/><stop offset="1" stop-color="#a22655"/></linearGradient></defs>'
/** The brand sparkle in a 40×40 box, centred on (20, 20), 24 wide. */
const SPARKLE = 'M20 8c1.2 6.6 5.4 10.8 12 12-6.6 1.2-10.8 5.4-12 12-1.2-6.6-5.4-10.8-12-12 6.6-1.2 10.8-5.4 12-12z'
/** The little sparkle of the wordmark, top right. */
const SMALL_SPARKLE = 'M29 6.5c.45 2.5 1.5 3.9 4.5 5-3 1.1-4.05 2.5-4.5 5-.45-2.5-1.5-3.9-4.5-5 3-1.1 4.05-2.5 4.5-5z'

/** The sparkle scaled by `scale` about the centre of the 40-unit box. */
const sparkle = (scale: number, fill = '#fff') =>
  `<g transform="translate(${20 - 20 * scale} ${20 - 20 * scale}) scale(${scale})"><path d="${SPARKLE}" fill="${fill}"/><path d="${SMALL_SPARKLE}" fill="#fce7ef"/></g>`

const svgs = {
  any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${GRADIENT}<circle cx="20" cy="20" r="20" fill="url(#g)"/>${sparkle(1)}</svg>`,
  // The safe zone of a maskable icon is the centre circle of 80 % diameter: the sparkle keeps well inside.
  fullBleed: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${GRADIENT}<rect width="40" height="40" fill="url(#g)"/>${sparkle(0.8)}</svg>`,
  badge: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="${SPARKLE}" transform="translate(-4 -4) scale(1.2)" fill="#fff"/></svg>`,
}

/** A shortcut: the gradient disc with a white glyph (lucide's paths, 24-unit box). */
const shortcut = (glyph: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${GRADIENT}<circle cx="20" cy="20" r="20" fill="url(#g)"/><g transform="translate(8 8)" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`
const PLUS = '<path d="M12 5v14"/><path d="M5 12h14"/>'
const STAR = '<path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z"/>'

export const ANY_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512]
export const MASKABLE_SIZES = [48, 72, 96, 128, 144, 192, 384, 512]
export const APPLE_SIZES = [120, 152, 167, 180]

/** An .ico holding PNG images (every browser since IE 11 reads them): a 6-byte header, a 16-byte entry per image. */
function ico(pngs: { size: number; data: Buffer }[]) {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size, entry)
    header.writeUInt8(size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map(({ data }) => data)])
}

/** The 40-unit drawing rasterised sharp at `size` pixels. */
const draw = (svg: string, size: number) => sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 40) + 1 }).resize(size, size)

async function write(svg: string, size: number, name: string, flatten = false) {
  let image = draw(svg, size)
  if (flatten) image = image.flatten({ background: '#c2346a' })
  await image.png({ compressionLevel: 9 }).toFile(path.join(OUT, name))
}

mkdirSync(OUT, { recursive: true })
for (const size of ANY_SIZES) await write(svgs.any, size, `icon-${size}.png`)
for (const size of MASKABLE_SIZES) await write(svgs.fullBleed, size, `maskable-${size}.png`)
for (const size of APPLE_SIZES) await write(svgs.fullBleed, size, `apple-touch-icon-${size}.png`, true)
await write(svgs.badge, 96, 'badge-96.png')
await write(shortcut(PLUS), 96, 'shortcut-new-gig-96.png')
await write(shortcut(STAR), 96, 'shortcut-reviews-96.png')
const faviconPngs = await Promise.all(
  [16, 32, 48].map(async (size) => ({
    size,
    data: await draw(svgs.any, size).png({ compressionLevel: 9 }).toBuffer(),
  })),
)
writeFileSync(path.resolve(import.meta.dirname, '../app/favicon.ico'), ico(faviconPngs))
console.log(`Icons written to ${OUT}, and app/favicon.ico`)
