// Renders every review card template with the sample review into public/cards/previews: <id>.webp at the
// card's size (the large preview, sharp on any phone) and <id>-half.webp at half (the picker's and the
// promo's thumbnails, through a srcset), WebP at quality 85 (about 25 and 8 KB where the PNG was
// 60–150 KB). Run after changing a template:
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
  const { width = 0 } = await sharp(png).metadata()
  writeFileSync(path.join(out, cardPreviewPath(template.id)), await sharp(png).webp({ quality: 85, effort: 6 }).toBuffer())
  writeFileSync(
    path.join(out, cardPreviewPath(template.id, 'half')),
    await sharp(png)
      .resize(width / 2)
      .webp({ quality: 85, effort: 6 })
      .toBuffer(),
  )
  console.log(`${cardPreviewPath(template.id)} ${template.templateId} ${template.theme}`)
}
