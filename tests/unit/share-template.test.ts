import { describe, expect, it } from 'vitest'
import { CARD_TEMPLATE_OPTIONS } from '@/lib/cards/template-options'
import { bestCardTemplate, possessiveFirstName, shareCardPath } from '@/lib/review-requests/share-template'

const option = (id: string) => CARD_TEMPLATE_OPTIONS.find((template) => template.id === id)!

describe('the card a new review is shared as', () => {
  it('is a story with her photo when there is one', () => {
    const chosen = option(bestCardTemplate({ photos: 2, ownTemplateId: 'default' }))
    expect(chosen).toMatchObject({ type: 'story', imagesNeeded: 1 })
  })
  it("is the artist's own template when the review has what it needs, else a story without photos", () => {
    const ownWithoutPhoto = CARD_TEMPLATE_OPTIONS.find((template) => template.type === 'feed' && template.imagesNeeded === 0)!
    expect(bestCardTemplate({ photos: 0, ownTemplateId: ownWithoutPhoto.id })).toBe(ownWithoutPhoto.id)
    const ownWithPhoto = CARD_TEMPLATE_OPTIONS.find((template) => template.imagesNeeded === 2)!
    expect(option(bestCardTemplate({ photos: 0, ownTemplateId: ownWithPhoto.id }))).toMatchObject({ type: 'story', imagesNeeded: 0 })
  })
  it("names her as 'Mia’s' and opens the card screen on it", () => {
    expect(possessiveFirstName('Mia Chen')).toBe('Mia’s')
    expect(possessiveFirstName('  Jess ')).toBe('Jess’')
    expect(shareCardPath('r1', 'story-1')).toBe('/dashboard/manage-reviews/generate-card/r1?template=story-1')
  })
})
