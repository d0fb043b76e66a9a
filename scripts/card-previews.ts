// Renders every review card template with the sample review into public/cards/previews/<id>.webp: the
// pictures the template picker and the promo show, at the card's full size for sharp phone screens, in
// WebP at quality 85 (about 25 KB where the PNG was 60–150 KB). Run after changing a template:
//   npx tsx scripts/card-previews.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { buildCardContent } from '@/lib/cards/content'
import { renderCardPng } from '@/lib/cards/render'
import { SAMPLE_OWNER, SAMPLE_REVIEW } from '@/lib/cards/sample'
import { CARD_TEMPLATES } from '@/lib/cards/templates'
import { cardPreviewPath } from '@/lib/catalogue/card-templates'

const out = path.join(import.meta.dirname, '../public')
mkdirSync(path.join(out, 'cards/previews'), { recursive: true })
for (const template of CARD_TEMPLATES) {
  const png = await renderCardPng(template, await buildCardContent(template, SAMPLE_REVIEW, SAMPLE_OWNER))
  writeFileSync(path.join(out, cardPreviewPath(template.id)), await sharp(png).webp({ quality: 85, effort: 6 }).toBuffer())
  console.log(`${cardPreviewPath(template.id)} ${template.templateId} ${template.theme}`)
}
