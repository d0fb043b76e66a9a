// Everything a template draws for one review, loaded and sized for that template.
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { brandMark, logoAtSize, photoForSlot } from './images'
import type { CardTemplate } from './templates'
import type { CardContent, CardSource } from './templates/types'

export const GLOWFOLIO_SOURCE = 'glowfolio'
export const GLOWFOLIO_LOGO = '/brand/glowfolio-logo.svg'
export const GLOWFOLIO_LOGO_ON_DARK = '/brand/glowfolio-logo-white.svg'

export type CardReview = { comments: string; customerName: string; score: number; images: string[]; source: string }
export type CardOwner = { businessName: string | null; profileImg: string | null }

export const isOwnSource = (source: string) => source.toLowerCase() === GLOWFOLIO_SOURCE

/** `mark`: the review's verified mark, when the card shows it (only ever on our own source). */
export async function cardSource(reviewSource: string, mark: string | null = null): Promise<CardSource> {
  if (isOwnSource(reviewSource)) {
    const [logo, logoOnDark] = await Promise.all([brandMark(GLOWFOLIO_LOGO, 64), brandMark(GLOWFOLIO_LOGO_ON_DARK, 64)])
    return { kind: 'glowfolio', label: mark ?? 'verified by', logo, logoOnDark }
  }
  return { kind: 'partner', label: 'collected by', logo: await brandMark(env.PARTNER_SOURCE_LOGO, 64), name: env.PARTNER_SOURCE_NAME }
}

async function ownerLogo(owner: CardOwner, size: number): Promise<string | null> {
  if (!owner.profileImg) return null
  try {
    return await logoAtSize(owner.profileImg, size)
  } catch (error) {
    // A logo that cannot be loaded is drawn as the owner's initials rather than losing the card.
    log.warn('card logo not loaded', { error })
    return null
  }
}

// Arabic's optional vowel marks (fatha, tanween, shadda…): satori moves a mark's vertical offset the
// wrong way, so "شكراً" came out with its tanween under the alef. Arabic reads as well without them.
const ARABIC_VOWEL_MARKS = /[\u064B-\u0652\u0670]/g

/**
 * Text as the cards draw it. Composed (NFC): satori picks a font by a letter's first code point, so a
 * decomposed "ễ" (e + two combining marks) came from the Latin file, which lacks the tilde.
 */
export const cardText = (text: string) => text.normalize('NFC').replace(ARABIC_VOWEL_MARKS, '')

export async function buildCardContent(template: CardTemplate, review: CardReview, owner: CardOwner, mark: string | null = null): Promise<CardContent> {
  if (review.images.length < template.imagesNeeded) throw new AppError('unprocessable', 'Not enough images for this template.')
  const [images, logo, source] = await Promise.all([
    Promise.all(template.layout.slots.map((slot, index) => photoForSlot(review.images[index], slot))),
    ownerLogo(owner, template.layout.logoSize),
    cardSource(review.source, mark),
  ])
  return {
    comments: cardText(review.comments),
    customerName: cardText(review.customerName),
    score: Math.min(5, Math.max(1, Math.round(review.score))),
    businessName: cardText(owner.businessName ?? '').trim() || 'Glowfolio artist',
    logo,
    images,
    source,
  }
}
