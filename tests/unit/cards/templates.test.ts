// Every template renders at its exact size, matches its committed preview (public/cards/previews,
// made by scripts/card-previews.ts from the same sample), and is not blank.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildCardContent } from '@/lib/cards/content'
import { renderCardPng } from '@/lib/cards/render'
import { SAMPLE_OWNER, SAMPLE_REVIEW } from '@/lib/cards/sample'
import { CARD_TEMPLATES } from '@/lib/cards/templates'
import { cardPreviewPath, cardTemplates } from '@/lib/catalogue/card-templates'

async function raw(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, info }
}

/** Mean absolute difference per channel, 0-255. */
function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i])
  return total / a.length
}

describe('the card template catalogue', () => {
  it('has 14 feed and 20 story templates with the spec ids', () => {
    const feed = cardTemplates.filter((t) => t.type === 'feed').map((t) => t.id)
    const story = cardTemplates.filter((t) => t.type === 'story').map((t) => t.id)
    expect(feed).toEqual(['default', ...Array.from({ length: 13 }, (_, i) => String(i + 1))])
    expect(story).toEqual(Array.from({ length: 20 }, (_, i) => `story-${i + 1}`))
    expect(CARD_TEMPLATES).toHaveLength(34)
  })

  it('pairs every layout with a different colour story in each of its themes', () => {
    const designs = CARD_TEMPLATES.map((t) => `${t.templateId}/${t.paletteName}`)
    expect(new Set(designs).size).toBe(34)
  })
})

describe.each(CARD_TEMPLATES.map((template) => [template.id, template] as const))('card template %s', (id, template) => {
  it('renders at its exact size, like its preview, and not blank', async () => {
    const png = await renderCardPng(template, await buildCardContent(template, SAMPLE_REVIEW, SAMPLE_OWNER))
    const meta = await sharp(png).metadata()
    expect(meta.format).toBe('png')
    expect([meta.width, meta.height]).toEqual(template.type === 'feed' ? [500, 500] : [540, 960])

    const stats = await sharp(png).stats()
    const spread = Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))
    expect(spread, 'a blank card has no contrast').toBeGreaterThan(12)

    const rendered = await raw(png)
    const preview = await raw(readFileSync(path.join('public', cardPreviewPath(id))))
    expect(preview.info.width).toBe(rendered.info.width)
    expect(preview.info.height).toBe(rendered.info.height)
    expect(meanDifference(rendered.data, preview.data), 'differs from its preview: run npx tsx scripts/card-previews.ts').toBeLessThan(1.5)
    // The thumbnail: the same card at half the size.
    const half = await sharp(readFileSync(path.join('public', cardPreviewPath(id, 'half')))).metadata()
    expect([half.format, half.width, half.height]).toEqual(['webp', rendered.info.width / 2, rendered.info.height / 2])
  })
})
