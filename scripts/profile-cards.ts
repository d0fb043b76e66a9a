// Where a review card's render time goes, stage by stage, in this process (no server, no database):
// preparing the content (photos cropped, logo, badge: cold, then from memory), satori's layout, the
// shadows, the masks and patterns left out, rasterising with Skia (with and without the masks and clips
// left out) beside resvg and sharp's librsvg, and the PNG encoding at several zlib levels, from
// premultiplied pixels or not; and, in the same run, the whole pipeline before issue 19 (librsvg
// blurring satori's shadows, zlib 6) beside today's.
// CPU time per stage (all threads of the process), median and p95 over every template of a size.
//   npx tsx scripts/profile-cards.ts            PROFILE_RUNS=<rounds, default 3>
import { renderAsync } from '@resvg/resvg-js'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import satori from 'satori'
import sharp from 'sharp'

// Cropped photos go to storage: a folder of this run's own, so the cold pass is cold.
const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'glowfolio-profile-cards-'))
process.env.DATA_DIR = DATA_DIR
const RUNS = Number(process.env.PROFILE_RUNS ?? 3)

const { buildCardContent } = await import('@/lib/cards/content')
const { loadCoreFonts } = await import('@/lib/cards/fonts')
const { loadCardAsset, rasteriseSvg, renderCardPng } = await import('@/lib/cards/render')
const { SAMPLE_OWNER, SAMPLE_REVIEW } = await import('@/lib/cards/sample')
const { bakeShadows } = await import('@/lib/cards/shadows')
const { simplifyCardSvg, withGradientFills } = await import('@/lib/cards/simplify-svg')
const { CARD_TEMPLATES } = await import('@/lib/cards/templates')

const samples = new Map<string, number[]>()
async function cpu<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const before = process.cpuUsage()
  const result = await work()
  const used = process.cpuUsage(before)
  samples.set(stage, [...(samples.get(stage) ?? []), (used.user + used.system) / 1000])
  return result
}

const RESVG = { font: { loadSystemFonts: false } }
const encode = (image: { pixels: Buffer; width: number; height: number }, compressionLevel: number, premultiplied = false) =>
  sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4, premultiplied } })
    .removeAlpha()
    .png({ compressionLevel })
    .toBuffer()

for (const template of CARD_TEMPLATES) await cpu(`${template.type} content, cold`, () => buildCardContent(template, SAMPLE_REVIEW, SAMPLE_OWNER))
for (let run = 0; run < RUNS; run++) {
  for (const template of CARD_TEMPLATES) {
    const size = template.type
    const content = await cpu(`${size} content, from memory`, () => buildCardContent(template, SAMPLE_REVIEW, SAMPLE_OWNER))
    const layout = () =>
      satori(template.layout.render({ content, palette: template.palette }), {
        width: template.width,
        height: template.height,
        fonts: loadCoreFonts(),
        loadAdditionalAsset: loadCardAsset,
      })
    const raw = await cpu(`${size} satori layout`, layout)
    const baked = await cpu(`${size} shadows`, () => bakeShadows(raw))
    const svg = await cpu(`${size} masks and patterns left out`, async () => simplifyCardSvg(baked))
    const { width, height } = template
    const pixels = await cpu(`${size} rasterise: Skia`, () => rasteriseSvg(svg, width, height))
    const image = { pixels, width, height }
    await cpu(`${size} rasterise: Skia, every mask kept`, () => rasteriseSvg(withGradientFills(baked), width, height))
    await cpu(`${size} rasterise: Skia, shadows blurred by it`, () => rasteriseSvg(withGradientFills(raw), width, height))
    await cpu(`${size} rasterise: resvg`, () => renderAsync(svg, RESVG))
    await cpu(`${size} rasterise: librsvg (sharp)`, () => sharp(Buffer.from(svg)).raw().toBuffer())
    for (const level of [1, 3, 6]) await cpu(`${size} png zlib ${level}`, () => encode(image, level))
    await cpu(`${size} png zlib 3, premultiplied`, () => encode(image, 3, true))
    await cpu(`${size} whole, before: librsvg blurs, zlib 6`, async () =>
      sharp(Buffer.from(await layout()))
        .png({ compressionLevel: 6 })
        .toBuffer(),
    )
    await cpu(`${size} whole, resvg: renderCardPng of 2026-11-28`, async () =>
      encode(await renderAsync(simplifyCardSvg(await bakeShadows(await layout())), RESVG), 3),
    )
    await cpu(`${size} whole, now: renderCardPng`, () => renderCardPng(template, content))
  }
}
rmSync(DATA_DIR, { recursive: true, force: true })

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(p * values.length) - 1)]
console.log(
  `CPU ms per card, ${RUNS} rounds of ${CARD_TEMPLATES.length} templates; ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
)
for (const [stage, values] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${stage.padEnd(46)} p50 ${percentile(values, 0.5).toFixed(1).padStart(6)}   p95 ${percentile(values, 0.95).toFixed(1).padStart(6)}`)
}
