// The card's ETag: a hash of everything that shows on it. It changes when the review changes, when
// the owner's logo or name changes, when the partner brand changes, when the template's design
// changes (its layout, its palette, the shared parts and the fonts manifest are part of the hash) and
// when the renderer changes. It is also the key the card is stored under (lib/cards/stored-card.ts).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { env } from '@/lib/env'
import { fitText } from './fit-text'
import { CARD_RENDERER } from './render'
import * as parts from './templates/parts'
import type { CardTemplate } from './templates'
import type { CardOwner, CardReview } from './content'

let sharedDesign: string | undefined
function sharedDesignHash(): string {
  if (!sharedDesign) {
    const hash = createHash('sha256')
    for (const [name, value] of Object.entries(parts)) hash.update(name).update(typeof value === 'function' ? value.toString() : JSON.stringify(value))
    hash.update(fitText.toString())
    hash.update(readFileSync(path.join(process.cwd(), 'lib/cards/fonts/manifest.json')))
    hash.update(CARD_RENDERER)
    sharedDesign = hash.digest('hex')
  }
  return sharedDesign
}

export function templateDesignHash(template: CardTemplate): string {
  return createHash('sha256')
    .update(sharedDesignHash())
    .update(
      JSON.stringify({
        id: template.id,
        type: template.type,
        templateId: template.templateId,
        palette: template.palette,
        slots: template.layout.slots,
        logo: template.layout.logoSize,
      }),
    )
    .update(template.layout.render.toString())
    .digest('hex')
}

export function cardEtag(template: CardTemplate, review: CardReview & { id: string; updatedAt: Date }, owner: CardOwner): string {
  const digest = createHash('sha256')
    .update(templateDesignHash(template))
    .update(
      JSON.stringify({
        review: [review.id, review.updatedAt.toISOString(), review.comments, review.customerName, review.score, review.images, review.source],
        owner: [owner.businessName, owner.profileImg],
        partner: [env.PARTNER_SOURCE_NAME, env.PARTNER_SOURCE_LOGO],
      }),
    )
    .digest('base64url')
  return `"${digest.slice(0, 32)}"`
}
