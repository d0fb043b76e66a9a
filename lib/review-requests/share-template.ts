// The card a new review is best shared as: a story with her photo when there is one (the first story
// template that needs one photo), the artist's own template when the review has what it needs, otherwise
// the first story that needs no photo.
import { CARD_TEMPLATE_OPTIONS } from '@/lib/cards/template-options'

/** Reviews of this score and up are offered for sharing. */
export const SHARE_MIN_SCORE = 4

export function bestCardTemplate({ photos, ownTemplateId }: { photos: number; ownTemplateId: string }): string {
  const stories = CARD_TEMPLATE_OPTIONS.filter((template) => template.type === 'story')
  const withPhoto = photos > 0 ? stories.find((template) => template.imagesNeeded === 1) : undefined
  if (withPhoto) return withPhoto.id
  const own = CARD_TEMPLATE_OPTIONS.find((template) => template.id === ownTemplateId)
  if (own && own.imagesNeeded <= photos) return own.id
  return (stories.find((template) => template.imagesNeeded === 0) ?? CARD_TEMPLATE_OPTIONS[0]).id
}

/** The card screen of a review, opened on the template chosen for it. */
export const shareCardPath = (reviewId: string, templateId: string) =>
  `/dashboard/manage-reviews/generate-card/${reviewId}?template=${encodeURIComponent(templateId)}`

/** "Mia's": the first name, possessive. */
export const possessiveFirstName = (name: string) => {
  const first = name.normalize('NFC').trim().split(/\s+/)[0] || name
  return /s$/i.test(first) ? `${first}’` : `${first}’s`
}
