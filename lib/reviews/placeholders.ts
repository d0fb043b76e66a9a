// What a new owner sees before the first review arrives: examples, never stored, never on the website,
// never counted in the average.
import type { ReviewResponse } from './schema'

export const PLACEHOLDER_COMMENTS = 'This is just an example and not shown on your website. Collect reviews.'

export function placeholderReviews(userId: string, now = new Date()): ReviewResponse[] {
  return [
    { name: 'Sophie Nguyen', score: 5 },
    { name: 'Chloe', score: 5 },
  ].map(({ name, score }, index) => ({
    _id: `placeholder-${index + 1}`,
    status: 'visible',
    placeholder: true,
    images: [],
    customerName: name,
    score,
    comments: PLACEHOLDER_COMMENTS,
    date: now.toISOString(),
    userId,
    source: 'glowfolio',
    verifiedGigDate: null,
  }))
}
