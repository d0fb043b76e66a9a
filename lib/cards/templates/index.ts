// The template catalogue as the renderer sees it: each id of prisma/catalogue/card-templates.ts with
// its layout (feed.tsx, story.tsx) and its colour story (palettes.ts).
import { cardTemplates, type CardTemplateSeed } from '@/lib/catalogue/card-templates'
import { feedLayouts } from './feed'
import { palettes, type Palette, type PaletteName } from './palettes'
import { storyLayouts } from './story'
import { CARD_SIZES, type Layout } from './types'

const layouts: Record<string, Layout> = { ...feedLayouts, ...storyLayouts }

/** Each template's colour story; the catalogue gives its layout and whether it is light or dark. */
const PALETTE_OF: Record<string, PaletteName> = {
  default: 'rose',
  '1': 'nude',
  '2': 'champagne',
  '3': 'noirRose',
  '4': 'midnight',
  '5': 'mauve',
  '6': 'sage',
  '7': 'espresso',
  '8': 'peach',
  '9': 'plum',
  '10': 'forest',
  '11': 'oxblood',
  '12': 'lilac',
  '13': 'plum',
  'story-1': 'rose',
  'story-2': 'nude',
  'story-3': 'mauve',
  'story-4': 'noirRose',
  'story-5': 'midnight',
  'story-6': 'plum',
  'story-7': 'champagne',
  'story-8': 'espresso',
  'story-9': 'sage',
  'story-10': 'forest',
  'story-11': 'peach',
  'story-12': 'oxblood',
  'story-13': 'rose',
  'story-14': 'plum',
  'story-15': 'lilac',
  'story-16': 'midnight',
  'story-17': 'nude',
  'story-18': 'noirRose',
  'story-19': 'mauve',
  'story-20': 'espresso',
}

export type CardTemplate = CardTemplateSeed & {
  layout: Layout
  palette: Palette
  paletteName: PaletteName
  width: number
  height: number
  /** How many of the review's photos it needs: 0, 1 or 2 (the img1/img2 flags). */
  imagesNeeded: number
}

function build(seed: CardTemplateSeed): CardTemplate {
  const layout = layouts[seed.templateId]
  const paletteName = PALETTE_OF[seed.id]
  if (!layout || !paletteName) throw new Error(`Card template ${seed.id} has no layout or palette`)
  const palette = palettes[paletteName]
  if (palette.theme !== seed.theme) throw new Error(`Card template ${seed.id} is ${seed.theme} but its palette is ${palette.theme}`)
  const imagesNeeded = seed.img2 ? 2 : seed.img1 ? 1 : 0
  if (layout.slots.length !== imagesNeeded) throw new Error(`Card template ${seed.id} needs ${imagesNeeded} photos but its layout shows ${layout.slots.length}`)
  return { ...seed, layout, palette, paletteName, imagesNeeded, ...CARD_SIZES[seed.type] }
}

export const CARD_TEMPLATES: CardTemplate[] = cardTemplates.map(build)
const byId = new Map(CARD_TEMPLATES.map((template) => [template.id, template]))

export const findCardTemplate = (id: string): CardTemplate | undefined => byId.get(id)
