import type { ReactElement } from 'react'
import type { Palette } from './palettes'

export type CardType = 'feed' | 'story'

export const CARD_SIZES = { feed: { width: 500, height: 500 }, story: { width: 540, height: 960 } } as const

/**
 * The review's badge: our own source ("verified by" + Glowfolio, or, when the artist chose it for a review
 * posted through her thank-you's link, "Verified client · March 2027" + Glowfolio) or the partner's
 * ("collected by" + theirs).
 */
export type CardSource =
  { kind: 'glowfolio'; label: string; logo: string; logoOnDark: string } | { kind: 'partner'; label: 'collected by'; logo: string; name: string }

/** What a template draws, with every image already loaded and sized as data URIs. */
export type CardContent = {
  comments: string
  customerName: string
  /** The review's real score, 1-5. */
  score: number
  businessName: string
  /** The owner's logo at the layout's logo size, or null (then a monogram is drawn). */
  logo: string | null
  /** The review's photos, cropped to the layout's slots in order. */
  images: string[]
  source: CardSource
}

export type ImageSlot = { width: number; height: number }

export type LayoutProps = { content: CardContent; palette: Palette }

export type Layout = {
  type: CardType
  /** How many of the review's photos it shows, and at which size each is cropped. */
  slots: ImageSlot[]
  /** Spec sizes: 48, 64 or 96. */
  logoSize: 48 | 64 | 96
  render: (props: LayoutProps) => ReactElement
}
