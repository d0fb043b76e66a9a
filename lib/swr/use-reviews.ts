'use client'
import useSWR from 'swr'
import type { ReviewList } from '@/lib/reviews/schema'
import { fetcher } from './fetcher'

export type ReviewFilter = 'all' | 'visible' | 'hidden'

export const reviewsKey = (filter: ReviewFilter) => `/v1/review?status=${filter}`

export function useReviews(filter: ReviewFilter, fallbackData?: ReviewList) {
  return useSWR<ReviewList>(reviewsKey(filter), fetcher, { fallbackData })
}
