'use client'
import useSWR from 'swr'
import type { WeekResponse } from '@/lib/availability/schema'
import { fetcher } from './fetcher'

const WEEK_PATH = '/v1/availability/week'

/** Seven days of her time from `start` ("YYYY-MM-DD"): hours, gigs, travel and buffers, holds, blocks, busy times; none for null. */
export const useWeek = (start: string | null) => useSWR<WeekResponse>(start ? `${WEEK_PATH}?weekStart=${start}` : null, fetcher, { keepPreviousData: true })

/** Every week loaded, to fetch again after a change of her time (a block added or removed). */
export const isWeekKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${WEEK_PATH}?`)
