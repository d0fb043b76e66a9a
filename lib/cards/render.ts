// Turns a template and its content into a PNG without a browser: satori lays the card out as SVG with
// our own fonts (lib/cards/fonts) and Twemoji pictures, Skia (@napi-rs/canvas) rasterises it and sharp
// encodes the PNG. None of them fetches anything: every image arrives as a data URI and every missing
// glyph is looked up on disk.
//
// Why satori itself and not next/og's ImageResponse (which is satori + resvg/sharp underneath): in
// Next 16.4 (@vercel/og 1.0.1) ImageResponse takes `fonts` but not satori's `loadAdditionalAsset`; it
// always passes its own loader, which fetches every glyph our fonts lack from fonts.googleapis.com and
// every emoji from a CDN (its `emoji` option only picks twemoji/openmoji/blobmoji/noto/fluent on
// cdn.jsdelivr.net). Handing it all our script fonts up front (about 10 MB) would cover the scripts,
// but emoji and any character no font of ours has (a symbol, Georgian, Khmer…) would still go to its
// fetcher, which fails here and draws boxes. Calling satori with our loader keeps every glyph on disk.
//
// Why Skia, Chromium's own rasteriser: measured on the 34 templates (scripts/profile-cards.ts), it
// draws a story in about 60% of resvg's CPU and a feed card in 80% (resvg took half of librsvg's), once
// the shadows are pre-blurred (lib/cards/shadows) and the masks and clips that change nothing are gone
// (lib/cards/simplify-svg). It does not draw satori's objectBoundingBox patterns, which the simplifier
// turns into the gradients they hold. It draws on the calling thread (about 10 ms a story) where resvg
// drew on libuv's pool: a Node process has one core to itself (WEB_CONCURRENCY), so that moves no work
// off the core, and there is less of it.
import { type Canvas, createCanvas, Image } from '@napi-rs/canvas'
import satori from 'satori'
import sharp from 'sharp'
import { imageWork } from '@/lib/images/work-queue'
import { emojiDataUri } from './emoji'
import { loadCoreFonts, loadScriptFonts } from './fonts'
import { bakeShadows } from './shadows'
import { simplifyCardSvg } from './simplify-svg'
import type { CardTemplate } from './templates'
import type { CardContent } from './templates/types'

/** PNG zlib level: 3 writes a card in about half the time of 6, for 10% more bytes. */
const PNG_COMPRESSION = 3

/** Satori's loader for what the card fonts lack: Twemoji pictures and our script fonts, from disk. */
export async function loadCardAsset(code: string, segment: string) {
  if (code === 'emoji') return (await emojiDataUri(segment)) ?? []
  return loadScriptFonts(code, segment)
}

export async function renderCardSvg(template: CardTemplate, content: CardContent): Promise<string> {
  const svg = await satori(template.layout.render({ content, palette: template.palette }), {
    width: template.width,
    height: template.height,
    fonts: loadCoreFonts(),
    loadAdditionalAsset: loadCardAsset,
  })
  return simplifyCardSvg(await bakeShadows(svg))
}

/**
 * One canvas per size, reused: a fresh story canvas cost 1.5 ms of page faults a card. Drawing and
 * reading it back are synchronous, so two cards never share one at the same time.
 */
const canvases = new Map<string, Canvas>()

function canvasOfSize(width: number, height: number): Canvas {
  const size = `${width}x${height}`
  let canvas = canvases.get(size)
  if (!canvas) {
    canvas = createCanvas(width, height)
    canvases.set(size, canvas)
  }
  return canvas
}

/**
 * The SVG's pixels, RGBA premultiplied. Given as bytes, not a string, which Skia would also take for a
 * file path or an address. Text is already paths (satori embeds the glyphs), so no font is looked up.
 */
export async function rasteriseSvg(svg: string, width: number, height: number): Promise<Buffer> {
  const image = new Image()
  image.src = Buffer.from(svg)
  await image.decode()
  const canvas = canvasOfSize(width, height)
  const context = canvas.getContext('2d')
  // Whatever the last card left, none of it shows through this one.
  context.clearRect(0, 0, width, height)
  context.drawImage(image, 0, 0)
  return canvas.data()
}

/** Layout, rasterising and encoding, in the process's image queue with the uploads (lib/images/work-queue). */
export function renderCardPng(template: CardTemplate, content: CardContent): Promise<Buffer> {
  return imageWork.run(async () => {
    const pixels = await rasteriseSvg(await renderCardSvg(template, content), template.width, template.height)
    // Every card paints its whole canvas (tests/unit/cards/render.test.tsx checks it): the alpha
    // channel would only cost bytes, and with every pixel opaque, Skia's premultiplied colours are the
    // straight ones, so sharp is not asked to divide them by alpha (2 ms a story, the same bytes).
    return sharp(pixels, { raw: { width: template.width, height: template.height, channels: 4 } })
      .removeAlpha()
      .png({ compressionLevel: PNG_COMPRESSION })
      .toBuffer()
  })
}
