// The template catalogue as the picker shows it: plain data, safe to hand to the browser.
import { cardPreviewPath, cardPreviewSrcSet, cardTemplates } from '@/lib/catalogue/card-templates'

const LAYOUT_NAMES: Record<string, string> = {
  'feed-quote': 'Quote',
  'feed-thank-you': 'Thank you',
  'feed-photo-split': 'Framed photo',
  'feed-polaroid': 'Polaroid',
  'feed-duo': 'Two photos',
  'feed-minimal': 'Minimal',
  'feed-bold': 'Bold',
  'story-portrait': 'Portrait',
  'story-quote': 'Quote',
  'story-duo': 'Two photos',
  'story-frame': 'Arch',
  'story-minimal': 'Editorial',
  'story-collage': 'Collage',
  'story-bold': 'Bold',
  'story-polaroid': 'Polaroid',
  'story-banner': 'Banner',
  'story-stars': 'Stars',
}

export type CardTemplateOption = {
  id: string
  type: 'feed' | 'story'
  theme: 'light' | 'dark'
  name: string
  imagesNeeded: number
  preview: string
  /** The preview at half and full size, for thumbnails. */
  previewSrcSet: string
  width: number
  height: number
}

export const CARD_TEMPLATE_OPTIONS: CardTemplateOption[] = cardTemplates.map((template) => {
  const size = template.type === 'feed' ? { width: 500, height: 500 } : { width: 540, height: 960 }
  return {
    id: template.id,
    type: template.type,
    theme: template.theme,
    name: `${LAYOUT_NAMES[template.templateId] ?? template.templateId} · ${template.theme}`,
    imagesNeeded: template.img2 ? 2 : template.img1 ? 1 : 0,
    preview: cardPreviewPath(template.id),
    previewSrcSet: cardPreviewSrcSet(template.id, size.width),
    ...size,
  }
})
