import { z } from 'zod'

export const reviewIdParams = z.object({ reviewId: z.string().trim().min(1).max(64) })

/** GET /review/generate-card/:reviewId?id=<template>&source=<glowfolio|partner> */
export const cardQuery = z.object({
  id: z.string().trim().min(1, 'Choose a card template').max(40).default('default'),
  /** The review's source as the card should show it; the server checks it against the review. */
  source: z.string().trim().min(1).max(60).optional(),
  /** "1": the card shows "Verified client · March 2027", for a review posted through the thank-you's link. */
  verified: z.literal('1', { error: 'verified is 1 or left out' }).optional(),
})

/** POST /v1/util/route-review-card: the spec's payload. The server recomputes url, width and height. */
export const routeReviewCardBody = z.object({
  reviewId: z.string({ error: 'Which review?' }).trim().min(1, 'Which review?').max(64),
  reviewTemplateId: z.string({ error: 'Choose a card template' }).trim().min(1, 'Choose a card template').max(40),
  userId: z.string().trim().max(64).optional(),
  url: z.string().trim().max(2048).optional(),
  width: z.coerce.number().int().positive().optional(),
  height: z.coerce.number().int().positive().optional(),
  /** The card shows the review's verified mark (the artist's choice where she makes the card). */
  verified: z.boolean().optional(),
})
export type RouteReviewCardBody = z.infer<typeof routeReviewCardBody>

export const routeReviewCardResponse = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  reviewTemplateId: z.string(),
  emailedTo: z.string(),
})
export type RouteReviewCardResponse = z.infer<typeof routeReviewCardResponse>

/** GET /v1/review/:reviewId: what the card page shows, nothing private. */
export const cardReviewResponse = z.object({
  _id: z.string(),
  status: z.enum(['visible', 'hidden']),
  customerName: z.string(),
  score: z.number().int(),
  comments: z.string(),
  date: z.string(),
  images: z.array(z.string()),
  source: z.string(),
  user: z.object({ _id: z.string(), businessName: z.string().nullable(), profileImg: z.string().nullable() }),
})
export type CardReviewResponse = z.infer<typeof cardReviewResponse>
