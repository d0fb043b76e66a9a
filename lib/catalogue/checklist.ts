// Today's success checklist and suggestions. `trigger` names what the owner does that ticks an item
// by itself; "{website}" as a link means the owner's own site.
import type { ChecklistItemType, ChecklistKind, ChecklistTrigger } from '@/lib/generated/prisma/enums'
import { PRO, REVIEW_CARDS, SMART_ALBUMS } from './features'

export type ChecklistSeed = {
  id: string
  kind: ChecklistKind
  title: string
  subTitle: string
  type: ChecklistItemType
  featureId?: string
  link?: string
  trigger?: ChecklistTrigger
  order: number
}

export const WEBSITE_LINK = '{website}'

export const checklistItems: ChecklistSeed[] = [
  {
    id: 'profile-photo',
    kind: 'checklist',
    title: 'Add a profile photo',
    subTitle: 'Clients like to see who they are booking',
    type: 'other',
    link: '/dashboard/edit-profile',
    trigger: 'profileImage',
    order: 1,
  },
  {
    id: 'pick-design',
    kind: 'checklist',
    title: 'Pick a design',
    subTitle: 'Choose the look of your website',
    type: 'other',
    link: '/dashboard/design',
    trigger: 'designPicked',
    order: 2,
  },
  {
    id: 'first-review',
    kind: 'checklist',
    title: 'Get new reviews',
    subTitle: 'Send your review link to a happy client',
    type: 'other',
    link: '/dashboard/reviews',
    trigger: 'firstReview',
    order: 3,
  },
  {
    id: 'share-website',
    kind: 'checklist',
    title: 'Share your website',
    subTitle: 'Put your link in your Instagram bio',
    type: 'externalLink',
    link: WEBSITE_LINK,
    trigger: 'websiteShared',
    order: 4,
  },
  {
    id: 'cover-photos',
    kind: 'checklist',
    title: 'Add cover photos',
    subTitle: 'Lead with your best work',
    type: 'other',
    link: '/dashboard/edit-profile',
    trigger: 'coverPhotos',
    order: 5,
  },
  {
    id: 'write-bio',
    kind: 'checklist',
    title: 'Write your bio',
    subTitle: 'Tell clients your story and your style',
    type: 'other',
    link: '/dashboard/edit-profile',
    trigger: 'bioWritten',
    order: 6,
  },
  {
    id: 'first-gig',
    kind: 'checklist',
    title: 'Add your next gig',
    subTitle: 'Keep bookings and payments due in one place',
    type: 'other',
    link: '/dashboard/gigs',
    trigger: 'firstGig',
    order: 7,
  },
  {
    id: 'support',
    kind: 'checklist',
    title: 'Say hello to support',
    subTitle: 'We are here to help you grow',
    type: 'other',
    link: '/dashboard/home',
    trigger: 'supportContacted',
    order: 8,
  },

  {
    id: 'suggest-review-cards',
    kind: 'suggestion',
    title: 'Share your reviews on Instagram',
    subTitle: 'Turn five-star reviews into Stories, free for 14 days',
    type: 'feature',
    featureId: REVIEW_CARDS,
    order: 1,
  },
  {
    id: 'suggest-request-reviews',
    kind: 'suggestion',
    title: 'Ask three clients for a review',
    subTitle: 'Reviews are what new clients read first',
    type: 'other',
    link: '/dashboard/reviews?request=1',
    trigger: 'reviewsRequested',
    order: 2,
  },
  {
    id: 'suggest-smart-albums',
    kind: 'suggestion',
    title: 'Let your albums sort themselves',
    subTitle: 'Smart Albums group your Instagram work by look',
    type: 'feature',
    featureId: SMART_ALBUMS,
    order: 3,
  },
  {
    id: 'suggest-pro',
    kind: 'suggestion',
    title: 'Try Pro free for 14 days',
    subTitle: 'Autoplay covers, every theme and more',
    type: 'feature',
    featureId: PRO,
    order: 4,
  },
  {
    id: 'suggest-import-reviews',
    kind: 'suggestion',
    title: 'Bring your reviews with you',
    subTitle: 'Import reviews from other sites',
    type: 'other',
    link: '/dashboard/manage-reviews/import',
    order: 5,
  },
]
