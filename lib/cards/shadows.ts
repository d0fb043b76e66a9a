// Box shadows, blurred once. Satori draws a CSS box-shadow as an SVG Gaussian blur over a region of
// blur²/4 pixels around the box, under a canvas-sized mask that keeps it off the box, which the
// rasteriser recomputed on every render: on the cards with a shadow (the photo frames, polaroids,
// banners) that was most of the render, 70-250 ms of a story's CPU. Here each shadow becomes one
// picture: the box's shape blurred by sharp at the scale where its blur is three pixels (a shadow is
// smooth, so upscaling it cannot be told from a full-size blur), the box itself cut out at full size,
// placed on whole pixels so the rasteriser copies it without resampling or layers, and in up to four
// strips around the box's empty middle, which the rasteriser would otherwise decode and draw for
// nothing (2 ms a card with a framed photo). The shapes keep their coordinates in the cache key: a
// template's frame of a given size casts the same shadow on every card, so most renders reuse it.
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { promiseCache } from './promise-cache'

// Satori's markup for one outer shadow (lib `satori`, boxShadow): the filter, then the masked group
// holding the box's shape moved by the shadow's offset. Inset shadows (operator "out") stay as they are.
// The mask, written just before, is the canvas less the box's own shape.
const SATORI_SHADOW =
  /<defs><filter id="(satori_s-[^"]+)" x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*"><feGaussianBlur stdDeviation="([\d.]+)" result="b"\/><feFlood flood-color="([^"]+)" in="SourceGraphic" result="f"\/><feComposite in="f" in2="b" operator="in"\/><\/filter><\/defs><g mask="url\(#(satori_ms-[^)"]+)\)" filter="url\(#\1\)">(<(?:path|rect) [^>]*\/>)<\/g>/g

/** The blur, in pixels of the small raster, at which upscaling it cannot be told from a full-size one. */
const SMALL_SIGMA = 3

type Rgba = { r: number; g: number; b: number; a: number }
type Region = { left: number; top: number; width: number; height: number }

/** The shadow colours satori passes through: rgb()/rgba() and #rgb/#rrggbb(aa). Anything else is left to the rasteriser. */
export function parseShadowColor(color: string): Rgba | null {
  const functional = color.match(/^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+%?)\s*)?\)$/)
  if (functional) {
    const [, r, g, b, alpha] = functional
    const a = alpha === undefined ? 1 : alpha.endsWith('%') ? Number(alpha.slice(0, -1)) / 100 : Number(alpha)
    return { r: Number(r), g: Number(g), b: Number(b), a: Math.min(1, Math.max(0, a)) }
  }
  const hex = color.match(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i)?.[1]
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  const byte = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16)
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 }
}

const RESVG_OPTIONS = { font: { loadSystemFonts: false } }

/** The alpha channel of shapes drawn over a region of the canvas, at `scale` pixels per canvas pixel. */
function coverage(shapes: string, region: { x: number; y: number; width: number; height: number }, scale: number) {
  const width = Math.ceil(region.width * scale)
  const height = Math.ceil(region.height * scale)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${region.x} ${region.y} ${width / scale} ${height / scale}">${shapes}</svg>`
  const rgba = new Resvg(svg, RESVG_OPTIONS).render().pixels
  return { image: sharp(rgba, { raw: { width, height, channels: 4, premultiplied: true } }).extractChannel(3), width, height }
}

/** The shadow as an <image> on whole pixels: `shape` blurred and coloured, less the box (`cutOut`). */
async function drawShadow(shape: string, cutOut: string, sigma: number, color: Rgba): Promise<string> {
  const bounds = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg">${shape}</svg>`, RESVG_OPTIONS).getBBox()
  if (!bounds) return ''
  // The blur reaches three standard deviations past the shape; the picture covers that and no more.
  const margin = Math.ceil(3 * sigma)
  const x = Math.floor(bounds.x) - margin
  const y = Math.floor(bounds.y) - margin
  const region = { x, y, width: Math.ceil(bounds.x + bounds.width) + margin - x, height: Math.ceil(bounds.y + bounds.height) + margin - y }
  const { width, height } = region

  const scale = Math.min(1, SMALL_SIGMA / sigma)
  const small = coverage(shape, region, scale)
  // Two pipelines: within one, sharp resizes before it blurs, whatever the order of the calls.
  const blurredSmall = await small.image
    .blur(sigma * scale)
    .raw()
    .toBuffer()
  const [blurred, box] = await Promise.all([
    sharp(blurredSmall, { raw: { width: small.width, height: small.height, channels: 1 } })
      .resize(Math.round(small.width / scale), Math.round(small.height / scale), { kernel: 'mitchell' })
      .extract({ left: 0, top: 0, width, height })
      .extractChannel(0)
      .raw()
      .toBuffer(),
    coverage(cutOut, region, 1).image.raw().toBuffer(),
  ])

  let [left, top, right, bottom] = [width, height, -1, -1]
  const alpha = new Uint8Array(width * height)
  for (let i = 0; i < alpha.length; i++) {
    alpha[i] = Math.round((blurred[i] * color.a * (255 - box[i])) / 255)
    if (!alpha[i]) continue
    const column = i % width
    const row = (i - column) / width
    left = Math.min(left, column)
    right = Math.max(right, column)
    top = Math.min(top, row)
    bottom = Math.max(bottom, row)
  }
  if (right < 0) return ''
  const cropWidth = right - left + 1
  const cropHeight = bottom - top + 1
  const pixels = Buffer.alloc(cropWidth * cropHeight * 4)
  for (let row = 0; row < cropHeight; row++) {
    for (let column = 0; column < cropWidth; column++) {
      const at = (row * cropWidth + column) * 4
      pixels[at] = color.r
      pixels[at + 1] = color.g
      pixels[at + 2] = color.b
      pixels[at + 3] = alpha[(top + row) * width + left + column]
    }
  }
  const pictures = await Promise.all(
    aroundEmptyMiddle(pixels, cropWidth, cropHeight).map(async (piece) => {
      const png = await sharp(pixels, { raw: { width: cropWidth, height: cropHeight, channels: 4 } })
        .extract(piece)
        .png({ compressionLevel: 3 })
        .toBuffer()
      // One picture pixel on one card pixel: nearest sampling copies it exactly, and skips resampling.
      return `<image x="${x + left + piece.left}" y="${y + top + piece.top}" width="${piece.width}" height="${piece.height}" image-rendering="optimizeSpeed" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/>`
    }),
  )
  return pictures.join('')
}

/**
 * The picture in strips around its largest empty rectangle grown from the middle (where the box was
 * cut out): drawing nothing there leaves the card's pixels as they are. The whole picture when its
 * middle is not empty.
 */
function aroundEmptyMiddle(rgba: Buffer, width: number, height: number): Region[] {
  const shows = (column: number, row: number) => rgba[(row * width + column) * 4 + 3] !== 0
  let [left, top, right, bottom] = [width >> 1, height >> 1, width >> 1, height >> 1]
  if (shows(left, top)) return [{ left: 0, top: 0, width, height }]
  const clearRow = (row: number) => {
    for (let column = left; column <= right; column++) if (shows(column, row)) return false
    return true
  }
  const clearColumn = (column: number) => {
    for (let row = top; row <= bottom; row++) if (shows(column, row)) return false
    return true
  }
  // Grown a row or a column at a time on each side, while it stays empty.
  for (let grown = true; grown;) {
    const before = [left, top, right, bottom].join()
    if (top > 0 && clearRow(top - 1)) top -= 1
    if (bottom < height - 1 && clearRow(bottom + 1)) bottom += 1
    if (left > 0 && clearColumn(left - 1)) left -= 1
    if (right < width - 1 && clearColumn(right + 1)) right += 1
    grown = [left, top, right, bottom].join() !== before
  }
  const pieces = [
    { left: 0, top: 0, width, height: top },
    { left: 0, top: bottom + 1, width, height: height - bottom - 1 },
    { left: 0, top, width: left, height: bottom - top + 1 },
    { left: right + 1, top, width: width - right - 1, height: bottom - top + 1 },
  ]
  return pieces.filter((piece) => piece.width > 0 && piece.height > 0)
}

/** A template's shadows, and those of the boxes whose height follows the text. */
const shadows = promiseCache<string>(200)

/** The box's shape in satori's mask for a shadow: the canvas in white, the box in black. */
function cutOutOf(svg: string, maskId: string): string | null {
  const open = `<mask id="${maskId}" maskUnits="userSpaceOnUse">`
  const start = svg.indexOf(open)
  if (start < 0) return null
  const content = svg.slice(start + open.length, svg.indexOf('</mask>', start))
  return content.match(/^<rect x="0" y="0" width="[^"]*" height="[^"]*" fill="#fff"\/>(<(?:path|rect) [^>]*fill="#000"[^>]*\/>)$/)?.[1] ?? null
}

/**
 * The card's SVG with every outer box shadow satori drew as a blur filter under a mask replaced by its
 * picture (drawShadow). A shadow whose colour, shape or mask this does not know (a clipped shape), or
 * that fails to draw, keeps its filter.
 */
export async function bakeShadows(svg: string): Promise<string> {
  const found = [...svg.matchAll(SATORI_SHADOW)]
  if (!found.length) return svg
  const images = await Promise.all(
    found.map(([, , stdDeviation, flood, maskId, shape]) => {
      const color = parseShadowColor(flood)
      const cutOut = cutOutOf(svg, maskId)
      if (!color || !cutOut || `${shape}${cutOut}`.includes('url(')) return null
      const sigma = Number(stdDeviation)
      // A shadow that cannot be drawn here is left to the rasteriser: slower, never a lost card.
      return shadows
        .remember(`${sigma}|${color.r},${color.g},${color.b},${color.a}|${shape}|${cutOut}`, () => drawShadow(shape, cutOut, sigma, color))
        .catch(() => null)
    }),
  )
  let baked = ''
  let from = 0
  found.forEach((match, index) => {
    const image = images[index]
    if (image === null) return
    baked += svg.slice(from, match.index) + image
    from = match.index + match[0].length
  })
  return baked + svg.slice(from)
}
