import { z } from 'zod'
import { MAX_CUSTOMER_PHOTOS, MAX_REVIEW_PHOTOS, OWN_SOURCE } from './limits'

export const reviewStatus = z.enum(['visible', 'hidden'])
export const reviewFilter = z.enum(['all', 'visible', 'hidden'])

const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((value) => value.startsWith('/') || /^https:\/\//.test(value), 'Images must be uploaded photos')

export const reviewResponse = z.object({
  _id: z.string(),
  status: reviewStatus,
  placeholder: z.boolean(),
  images: z.array(z.string()),
  customerName: z.string(),
  score: z.number().int().min(1).max(5),
  comments: z.string(),
  date: z.string(),
  userId: z.string(),
  source: z.string(),
  /** The gig's day ("YYYY-MM-DD") of a review posted through a review request's signed link; null otherwise. */
  verifiedGigDate: z.string().nullable(),
})
export type ReviewResponse = z.infer<typeof reviewResponse>

export const reviewListQuery = z.object({ status: reviewFilter.default('all') })

export const reviewListResponse = z.object({
  reviews: z.array(reviewResponse),
  /** Average score over visible reviews, 1 decimal; null when none is visible. */
  avgReviewScore: z.number().nullable(),
  visibleCount: z.number().int(),
})
export type ReviewList = z.infer<typeof reviewListResponse>

/** What a customer posts from the public form. `status` is accepted and ignored: the source decides. */
export const createReviewBody = z.object({
  userId: z.string().trim().min(1, 'The business is missing').max(64),
  customerName: z.string().trim().min(1, 'Please tell us your name').max(80, 'Names are at most 80 characters'),
  score: z.coerce.number({ error: 'Please choose a score' }).int().min(1, 'Please choose a score from 1 to 5').max(5, 'Please choose a score from 1 to 5'),
  comments: z.string().trim().min(1, 'Please write a few words').max(2000, 'Reviews are at most 2000 characters'),
  /** Optional: her e-mail makes the review hers among the owner's clients; it is never shown. */
  customerEmail: z
    .union([z.string().trim().max(254, 'Email is too long').toLowerCase().pipe(z.email('Please enter a valid email address')), z.literal('')], {
      error: 'Please enter a valid email address',
    })
    .nullish()
    .transform((value) => value || null),
  images: z.array(imageUrl).max(MAX_CUSTOMER_PHOTOS, `Up to ${MAX_CUSTOMER_PHOTOS} pictures`).default([]),
  source: z.string().trim().min(1).max(40).default(OWN_SOURCE),
  date: z.string().optional(),
  status: z.string().optional(),
  /** The signed token of a review request's link: the review is then tied to that gig and client. */
  requestToken: z.string().trim().max(200).optional(),
})
export type CreateReviewBody = z.infer<typeof createReviewBody>

/** The owner's changes: show or hide it, add or remove photos. */
export const updateReviewBody = z
  .object({
    _id: z.string().min(1).max(64),
    status: reviewStatus.optional(),
    images: z.array(imageUrl).max(MAX_REVIEW_PHOTOS, `Up to ${MAX_REVIEW_PHOTOS} photos`).optional(),
  })
  .refine((body) => body.status !== undefined || body.images !== undefined, 'Nothing to change')
export type UpdateReviewBody = z.infer<typeof updateReviewBody>

export const importReviewsBody = z.object({
  body: z.string().max(5000, 'Please keep the list under 5000 characters').default(''),
})
