// The card's ETag: a hash of everything that shows on it. It changes when the review changes, when
// the owner's logo or name changes, when the partner brand changes, and when the design changes (any
// file or package of lib/cards/design.ts: a layout, a helper it calls, the fonts, the renderer). It is
// also the key the card is stored under (lib/cards/stored-card.ts).
import { createHash } from 'node:crypto'
import { env } from '@/lib/env'
import { CARD_DESIGN, designHash } from './design'
import type { CardTemplate } from './templates'
import type { CardOwner, CardReview } from './content'

export function cardEtag(template: CardTemplate, review: CardReview & { id: string; updatedAt: Date }, owner: CardOwner, mark: string | null = null): string {
  const digest = createHash('sha256')
    .update(designHash(CARD_DESIGN))
    .update(
      JSON.stringify({
        template: template.id,
        review: [review.id, review.updatedAt.toISOString(), review.comments, review.customerName, review.score, review.images, review.source],
        owner: [owner.businessName, owner.profileImg],
        partner: [env.PARTNER_SOURCE_NAME, env.PARTNER_SOURCE_LOGO],
        // Left out when not shown, so the ETags (and stored cards) of cards without it stay as they were.
        ...(mark ? { mark } : {}),
      }),
    )
    .digest('base64url')
  return `"${digest.slice(0, 32)}"`
}
