// Vietnamese and Arabic names on cards, checked by their pixels. The references under reference/ were
// rendered once and looked at: "NGUYỄN" keeps its tilde over the circumflex in an uppercase template,
// "فاطمة علي" keeps the dots of ة and of the final ي, and its letters join with no spacing between
// them. Before the fix the tilde was clipped ("NGUYÊN") and the dots fell off ("فاطمه على").
// A card that changes on purpose: look at test-results/cards/names-*.png, then copy them over the
// references.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildCardContent } from '@/lib/cards/content'
import { renderCardPng } from '@/lib/cards/render'
import { SAMPLE_OWNER, SAMPLE_REVIEW } from '@/lib/cards/sample'
import { findCardTemplate } from '@/lib/cards/templates'

const OUT = path.join('test-results', 'cards')
const REFERENCES = path.join(import.meta.dirname, 'reference')
mkdirSync(OUT, { recursive: true })

type Area = { left: number; top: number; width: number; height: number }
// The band the name sits in, with room above and below it for marks that rise or hang.
const NAME_AREA: Record<string, Area> = {
  // feed-quote: bold, uppercase, letter-spaced, 16px.
  default: { left: 40, top: 367, width: 420, height: 42 },
  // story-quote: the same style at 20px.
  'story-2': { left: 40, top: 771, width: 460, height: 54 },
}

const cases = [
  { name: 'Nguyễn Thị Ánh', file: 'vietnamese', template: 'default' },
  { name: 'Nguyễn Thị Ánh', file: 'vietnamese', template: 'story-2' },
  { name: 'فاطمة علي', file: 'arabic', template: 'default' },
  { name: 'فاطمة علي', file: 'arabic', template: 'story-2' },
  // Typed on a keyboard that sends the marks apart (e + ̂ + ̃): drawn the same as the composed name.
  { name: 'Nguyễn Thị Ánh'.normalize('NFD'), file: 'vietnamese', template: 'story-2' },
]

/** How far the name may move (a template's spacing changing) without the test caring: it is about glyphs. */
const SLACK = 6

async function renderName(templateId: string, customerName: string) {
  const template = findCardTemplate(templateId)!
  return renderCardPng(template, await buildCardContent(template, { ...SAMPLE_REVIEW, customerName }, SAMPLE_OWNER))
}

const pixels = async (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })

/**
 * The fewest pixels that differ from the reference by more than a shade of anti-aliasing in any
 * channel, with the reference laid over the card at each offset up to SLACK pixels from its area.
 */
async function differingPixels(card: Buffer, area: Area, reference: Buffer) {
  const around = await pixels(
    await sharp(card)
      .extract({ left: area.left - SLACK, top: area.top - SLACK, width: area.width + 2 * SLACK, height: area.height + 2 * SLACK })
      .toBuffer(),
  )
  const ref = await pixels(reference)
  expect([ref.info.width, ref.info.height]).toEqual([area.width, area.height])
  let fewest = Infinity
  for (let dy = 0; dy <= 2 * SLACK; dy++) {
    for (let dx = 0; dx <= 2 * SLACK; dx++) {
      let count = 0
      for (let y = 0; y < area.height && count < fewest; y++) {
        for (let x = 0; x < area.width; x++) {
          const r = (y * area.width + x) * 3
          const a = ((y + dy) * around.info.width + x + dx) * 3
          const diff = Math.max(
            Math.abs(ref.data[r] - around.data[a]),
            Math.abs(ref.data[r + 1] - around.data[a + 1]),
            Math.abs(ref.data[r + 2] - around.data[a + 2]),
          )
          if (diff > 40) count++
        }
      }
      fewest = Math.min(fewest, count)
    }
  }
  return fewest
}

describe('customer names in other alphabets on a card', { timeout: 60_000 }, () => {
  it.each(cases)('draws "$name" on $template like its reference', async ({ name, file, template }) => {
    const card = await renderName(template, name)
    const label = `${template}-${file}${name.normalize('NFC') === name ? '' : '-nfd'}`
    writeFileSync(path.join(OUT, `names-${label}.png`), await sharp(card).extract(NAME_AREA[template]).png().toBuffer())
    const reference = readFileSync(path.join(REFERENCES, `name-${template}-${file}.png`))
    // A missing tilde or a pair of dots is 15-40 pixels at this size; anti-aliasing noise is a few.
    expect(
      await differingPixels(card, NAME_AREA[template], reference),
      `names-${label}.png differs from reference/name-${template}-${file}.png`,
    ).toBeLessThanOrEqual(6)
  })
})
