// Box shadows, blurred once. Satori draws a CSS box-shadow as an SVG Gaussian blur over a region of
// blur²/4 pixels around the box, which the rasteriser recomputes on every render at full size: on the
// cards with a shadow (the photo frames, polaroids, banners) it was most of the render, 70-250 ms of a
// story's CPU. A shadow is smooth, so it is drawn here at the scale where its blur is three pixels,
// blurred by sharp, and put back into the card as a small PNG the rasteriser only has to scale up.
// The shape is kept with its coordinates in the cache key: a template's frame of a given size casts
// the same shadow on every card, so most renders reuse it.
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { promiseCache } from './promise-cache'

// Satori's markup for one outer shadow (lib `satori`, boxShadow): the filter, then the masked group
// holding the box's shape moved by the shadow's offset. Inset shadows (operator "out") stay as they are.
const SATORI_SHADOW =
  /<defs><filter id="(satori_s-[^"]+)" x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*"><feGaussianBlur stdDeviation="([\d.]+)" result="b"\/><feFlood flood-color="([^"]+)" in="SourceGraphic" result="f"\/><feComposite in="f" in2="b" operator="in"\/><\/filter><\/defs><g mask="url\(#(satori_ms-[^)"]+)\)" filter="url\(#\1\)">(<(?:path|rect) [^>]*\/>)<\/g>/g

/** The blur, in pixels of the small raster, at which upscaling it cannot be told from a full-size one. */
const SMALL_SIGMA = 3

type Rgba = { r: number; g: number; b: number; a: number }

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

async function drawShadow(shape: string, sigma: number, color: Rgba): Promise<string> {
  const bounds = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg">${shape}</svg>`, RESVG_OPTIONS).getBBox()
  if (!bounds) return ''
  // The blur reaches three standard deviations past the shape; the raster covers that and no more.
  const margin = Math.ceil(3 * sigma)
  const scale = Math.min(1, SMALL_SIGMA / sigma)
  const originX = Math.floor(bounds.x) - margin
  const originY = Math.floor(bounds.y) - margin
  const rasterWidth = Math.ceil((bounds.width + 2 * margin + 1) * scale)
  const rasterHeight = Math.ceil((bounds.height + 2 * margin + 1) * scale)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${rasterWidth}" height="${rasterHeight}" viewBox="${originX} ${originY} ${rasterWidth / scale} ${rasterHeight / scale}">${shape}</svg>`
  const coverage = new Resvg(svg, RESVG_OPTIONS).render().pixels
  const blurred = await sharp(coverage, { raw: { width: rasterWidth, height: rasterHeight, channels: 4, premultiplied: true } })
    .extractChannel(3)
    .blur(sigma * scale)
    .raw()
    .toBuffer()

  let [left, top, right, bottom] = [rasterWidth, rasterHeight, -1, -1]
  const alpha = new Uint8Array(blurred.length)
  for (let i = 0; i < blurred.length; i++) {
    alpha[i] = Math.round(blurred[i] * color.a)
    if (!alpha[i]) continue
    const x = i % rasterWidth
    const y = (i - x) / rasterWidth
    left = Math.min(left, x)
    right = Math.max(right, x)
    top = Math.min(top, y)
    bottom = Math.max(bottom, y)
  }
  if (right < 0) return ''
  const cropWidth = right - left + 1
  const cropHeight = bottom - top + 1
  const pixels = Buffer.alloc(cropWidth * cropHeight * 4)
  for (let y = 0; y < cropHeight; y++) {
    for (let x = 0; x < cropWidth; x++) {
      const at = (y * cropWidth + x) * 4
      pixels[at] = color.r
      pixels[at + 1] = color.g
      pixels[at + 2] = color.b
      pixels[at + 3] = alpha[(top + y) * rasterWidth + left + x]
    }
  }
  const png = await sharp(pixels, { raw: { width: cropWidth, height: cropHeight, channels: 4 } }).png({ compressionLevel: 3 }).toBuffer()
  const round = (value: number) => Number(value.toFixed(3))
  return `<image x="${round(originX + left / scale)}" y="${round(originY + top / scale)}" width="${round(cropWidth / scale)}" height="${round(cropHeight / scale)}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/>`
}

/** A template's shadows, and those of the boxes whose height follows the text. */
const shadows = promiseCache<string>(200)

/**
 * The card's SVG with every outer box shadow satori drew as a blur filter replaced by its pre-blurred
 * image, under the same mask (which keeps the shadow off the box itself). A shadow whose colour or
 * shape this does not know (a clipped shape) keeps its filter.
 */
export async function bakeShadows(svg: string): Promise<string> {
  const found = [...svg.matchAll(SATORI_SHADOW)]
  if (!found.length) return svg
  const images = await Promise.all(
    found.map(([, , stdDeviation, flood, , shape]) => {
      const color = parseShadowColor(flood)
      if (!color || shape.includes('url(')) return null
      const sigma = Number(stdDeviation)
      return shadows.remember(`${sigma}|${color.r},${color.g},${color.b},${color.a}|${shape}`, () => drawShadow(shape, sigma, color))
    }),
  )
  let baked = ''
  let from = 0
  found.forEach((match, index) => {
    const image = images[index]
    if (image === null) return
    baked += `${svg.slice(from, match.index)}<g mask="url(#${match[4]})">${image}</g>`
    from = match.index + match[0].length
  })
  return baked + svg.slice(from)
}
