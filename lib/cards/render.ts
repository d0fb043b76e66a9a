// Turns a template and its content into a PNG without a browser: satori lays the card out as SVG with
// our own fonts (lib/cards/fonts) and Twemoji pictures, resvg rasterises it and sharp encodes the PNG.
// None of them fetches anything: every image arrives as a data URI and every missing glyph is looked
// up on disk.
//
// Why satori itself and not next/og's ImageResponse (which is satori + resvg/sharp underneath): in
// Next 16.4 (@vercel/og 1.0.1) ImageResponse takes `fonts` but not satori's `loadAdditionalAsset`; it
// always passes its own loader, which fetches every glyph our fonts lack from fonts.googleapis.com and
// every emoji from a CDN (its `emoji` option only picks twemoji/openmoji/blobmoji/noto/fluent on
// cdn.jsdelivr.net). Handing it all our script fonts up front (about 10 MB) would cover the scripts,
// but emoji and any character no font of ours has (a symbol, Georgian, Khmer…) would still go to its
// fetcher, which fails here and draws boxes. Calling satori with our loader keeps every glyph on disk.
//
// Why resvg and not sharp's librsvg: measured on the 34 templates (scripts/profile-cards.ts), resvg
// rasterises a card in about half librsvg's CPU once the shadows are pre-blurred (lib/cards/shadows)
// and the masks and patterns that change no pixel are gone (lib/cards/simplify-svg).
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { imageWork } from '@/lib/images/work-queue'
import { emojiDataUri } from './emoji'
import { loadCoreFonts, loadScriptFonts } from './fonts'
import { bakeShadows } from './shadows'
import { simplifyCardSvg } from './simplify-svg'
import type { CardTemplate } from './templates'
import type { CardContent } from './templates/types'

/** Text is already paths (satori embeds the glyphs): resvg needs no font, and scanning the system's costs 10 ms a card. */
const RESVG_OPTIONS = { font: { loadSystemFonts: false } }

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

/** Layout, rasterising and encoding, in the process's image queue with the uploads (lib/images/work-queue). */
export function renderCardPng(template: CardTemplate, content: CardContent): Promise<Buffer> {
  return imageWork.run(async () => {
    const image = await renderAsync(await renderCardSvg(template, content), RESVG_OPTIONS)
    // Every card paints its whole canvas (tests/unit/cards/render.test.tsx checks it): the alpha
    // channel would only cost bytes, and with every pixel opaque, resvg's premultiplied colours are the
    // straight ones, so sharp is not asked to divide them by alpha (2 ms a story, the same bytes).
    return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .removeAlpha()
      .png({ compressionLevel: PNG_COMPRESSION })
      .toBuffer()
  })
}
