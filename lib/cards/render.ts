// Turns a template and its content into a PNG without a browser: satori lays the card out as SVG with
// our own fonts (lib/cards/fonts) and Twemoji pictures, sharp rasterises it. Neither fetches anything:
// every image arrives as a data URI and every missing glyph is looked up on disk.
//
// Why satori itself and not next/og's ImageResponse (which is satori + resvg/sharp underneath): in
// Next 16.4 (@vercel/og 1.0.1) ImageResponse takes `fonts` but not satori's `loadAdditionalAsset`; it
// always passes its own loader, which fetches every glyph our fonts lack from fonts.googleapis.com and
// every emoji from a CDN (its `emoji` option only picks twemoji/openmoji/blobmoji/noto/fluent on
// cdn.jsdelivr.net). Handing it all our script fonts up front (about 10 MB) would cover the scripts,
// but emoji and any character no font of ours has (a symbol, Georgian, Khmer…) would still go to its
// fetcher, which fails here and draws boxes. Calling satori with our loader keeps every glyph on disk.
import satori from 'satori'
import sharp from 'sharp'
import { imageWork } from '@/lib/images/work-queue'
import { emojiDataUri } from './emoji'
import { loadCoreFonts, loadScriptFonts } from './fonts'
import type { CardTemplate } from './templates'
import type { CardContent } from './templates/types'

/** Satori's loader for what the card fonts lack: Twemoji pictures and our script fonts, from disk. */
export async function loadCardAsset(code: string, segment: string) {
  if (code === 'emoji') return (await emojiDataUri(segment)) ?? []
  return loadScriptFonts(code, segment)
}

export async function renderCardSvg(template: CardTemplate, content: CardContent): Promise<string> {
  return satori(template.layout.render({ content, palette: template.palette }), {
    width: template.width,
    height: template.height,
    fonts: loadCoreFonts(),
    loadAdditionalAsset: loadCardAsset,
  })
}

/** Layout and rasterising, in the process's image queue with the uploads (lib/images/work-queue). */
export function renderCardPng(template: CardTemplate, content: CardContent): Promise<Buffer> {
  return imageWork.run(async () => {
    const svg = await renderCardSvg(template, content)
    return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
  })
}
