'use client'
import useSWR from 'swr'
import type { BrandResponse } from '@/lib/kit/schema'
import { fetcher } from './fetcher'

/** The kit catalogue's brands matching what is typed (none for an empty query); the last answer stays while the next loads. */
export const useBrands = (query: string, limit = 8) =>
  useSWR<BrandResponse[]>(query ? `/v1/kit?q=${encodeURIComponent(query)}&limit=${limit}` : null, fetcher, { keepPreviousData: true })
