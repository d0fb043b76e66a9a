// The paid add-ons ("sub items") and the Pro plan. Prices are AUD cents; trialPeriod is in days.
import type { FeatureStatus } from '@/lib/generated/prisma/enums'

export type FeatureSeed = {
  id: string
  name: string
  tagLine: string
  desc: string
  image: string
  images: string[]
  priceCents: number
  priceDesc: string
  category: string
  trialPeriod: number
  status: FeatureStatus
  order: number
}

export const REVIEW_CARDS = 'review-cards'
export const SMART_ALBUMS = 'smart-albums'
export const PRO = 'pro'
export const PRO_TRIAL_DAYS = 14
/** The add-ons Pro includes (and every paid theme): removed from the bill when Pro starts, not sold while it lasts. */
export const PRO_INCLUDES = [REVIEW_CARDS, SMART_ALBUMS]

export const features: FeatureSeed[] = [
  {
    id: REVIEW_CARDS,
    name: 'Review Cards',
    tagLine: 'Turn five-star reviews into Instagram Stories and posts',
    desc: '<p>Your clients already say lovely things about you. Review Cards turn each review into a polished image sized for Instagram Stories (540x960) or your Feed (500x500), with your logo, their words and the photos they shared.</p><ul><li>14 feed and 20 story designs, light and dark</li><li>Sent to your inbox, ready to post</li><li>"Verified by Glowfolio" badge on reviews collected through your link</li></ul>',
    image: '/features/review-cards/cover.png',
    images: ['/features/review-cards/cover.png', '/features/review-cards/story.png', '/features/review-cards/feed.png'],
    priceCents: 499,
    priceDesc: 'Billed monthly after your free trial',
    category: 'Reviews',
    trialPeriod: 14,
    status: 'live',
    order: 1,
  },
  {
    id: SMART_ALBUMS,
    name: 'Smart Albums',
    tagLine: 'Your Instagram photos, sorted into albums by themselves',
    desc: '<p>Smart Albums read the hashtags and captions of your Instagram posts and group your work into albums such as <em>bridal</em>, <em>editorial</em> or <em>glam</em>. New posts are synced and suggested for you; you choose which albums appear on your website.</p>',
    image: '/features/smart-albums/cover.png',
    images: ['/features/smart-albums/cover.png', '/features/smart-albums/suggestions.png'],
    priceCents: 399,
    priceDesc: 'Billed monthly after your free trial',
    category: 'Photos',
    trialPeriod: 7,
    status: 'live',
    order: 2,
  },
  {
    id: PRO,
    name: 'Glowfolio Pro',
    tagLine: 'Everything, for the artist who is fully booked',
    desc: '<p>Pro unlocks autoplaying cover photos, every paid theme and custom colours, Smart Albums and all review card templates.</p>',
    image: '/features/pro/cover.png',
    images: ['/features/pro/albums.png', '/features/pro/design.png', '/features/pro/templates.png'],
    priceCents: 1199,
    priceDesc: 'Billed monthly after your 14-day free trial',
    category: 'Plan',
    trialPeriod: PRO_TRIAL_DAYS,
    status: 'live',
    order: 3,
  },
  {
    id: 'custom-domain',
    name: 'Custom Domain',
    tagLine: 'Your website on your own address, like yourname.com.au',
    desc: '<p>We connect a domain you own to your Glowfolio website and keep its certificate renewed. Our team sets it up with you by e-mail within one business day.</p>',
    image: '/features/custom-domain/cover.png',
    images: ['/features/custom-domain/cover.png'],
    priceCents: 500,
    priceDesc: 'Billed monthly, domain registration not included',
    category: 'Website',
    trialPeriod: 0,
    status: 'manual',
    order: 4,
  },
  {
    id: 'card-payments',
    name: 'Card Payments',
    tagLine: 'Take deposits by card when a client accepts your offer',
    desc: '<p>Clients pay their deposit by card on your offer page and the money lands in your bank account. We are opening this to artists in small groups: request access and we will e-mail you when it is your turn.</p>',
    image: '/features/card-payments/cover.png',
    images: ['/features/card-payments/cover.png'],
    priceCents: 0,
    priceDesc: 'No monthly fee; card processing fees apply',
    category: 'Payments',
    trialPeriod: 0,
    status: 'notReady',
    order: 5,
  },
]
