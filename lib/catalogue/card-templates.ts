// The review-card catalogue: 14 feed (500x500) and 20 story (540x960) templates. `templateId` is the
// renderer's layout; img1/img2 say how many of the review's photos a design needs. Feed ids are
// "default", "1"… and story ids "story-1"…, as the card page's template list names them.
import type { CardTheme, CardType } from '@/lib/generated/prisma/enums'

export type CardTemplateSeed = {
  id: string
  type: CardType
  order: number
  theme: CardTheme
  templateId: string
  img1: boolean
  img2: boolean
  logo: boolean
}

const feedLayouts: Array<[layout: string, theme: CardTheme, images: 0 | 1 | 2]> = [
  ['feed-quote', 'light', 0],
  ['feed-thank-you', 'light', 1],
  ['feed-photo-split', 'light', 1],
  ['feed-quote', 'dark', 0],
  ['feed-photo-split', 'dark', 1],
  ['feed-polaroid', 'light', 1],
  ['feed-duo', 'light', 2],
  ['feed-thank-you', 'dark', 1],
  ['feed-minimal', 'light', 0],
  ['feed-polaroid', 'dark', 1],
  ['feed-duo', 'dark', 2],
  ['feed-minimal', 'dark', 0],
  ['feed-bold', 'light', 0],
  ['feed-bold', 'dark', 0],
]

const storyLayouts: Array<[layout: string, theme: CardTheme, images: 0 | 1 | 2]> = [
  ['story-portrait', 'light', 1],
  ['story-quote', 'light', 0],
  ['story-duo', 'light', 2],
  ['story-portrait', 'dark', 1],
  ['story-quote', 'dark', 0],
  ['story-duo', 'dark', 2],
  ['story-frame', 'light', 1],
  ['story-frame', 'dark', 1],
  ['story-minimal', 'light', 0],
  ['story-minimal', 'dark', 0],
  ['story-collage', 'light', 2],
  ['story-collage', 'dark', 2],
  ['story-bold', 'light', 0],
  ['story-bold', 'dark', 0],
  ['story-polaroid', 'light', 1],
  ['story-polaroid', 'dark', 1],
  ['story-banner', 'light', 1],
  ['story-banner', 'dark', 1],
  ['story-stars', 'light', 0],
  ['story-stars', 'dark', 0],
]

export const cardTemplates: CardTemplateSeed[] = [
  ...feedLayouts.map(([templateId, theme, images], index) => ({
    id: index === 0 ? 'default' : String(index),
    type: 'feed' as const,
    order: index + 1,
    theme,
    templateId,
    img1: images >= 1,
    img2: images >= 2,
    logo: true,
  })),
  ...storyLayouts.map(([templateId, theme, images], index) => ({
    id: `story-${index + 1}`,
    type: 'story' as const,
    order: index + 1,
    theme,
    templateId,
    img1: images >= 1,
    img2: images >= 2,
    logo: true,
  })),
]

/** A template's picture in the picker and the promo: WebP at the card's size, and at half for thumbnails. */
export const cardPreviewPath = (id: string, size: 'full' | 'half' = 'full') => `/cards/previews/${id}${size === 'half' ? '-half' : ''}.webp`
/** Both sizes as a srcset (`width`: the card's): the browser takes what the shown width and the screen need. */
export const cardPreviewSrcSet = (id: string, width: number) => `${cardPreviewPath(id, 'half')} ${width / 2}w, ${cardPreviewPath(id)} ${width}w`
