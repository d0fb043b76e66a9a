'use client'
import useSWR from 'swr'
import type { WeekResponse } from '@/lib/availability/schema'
import { fetcher } from './fetcher'

/** Seven days of her time from `start` ("YYYY-MM-DD"): hours, gigs, travel and buffers, holds, blocks, busy times. */
export const useWeek = (start: string) => useSWR<WeekResponse>(`/v1/availability/week?start=${start}`, fetcher, { keepPreviousData: true })
