'use client'
import useSWRInfinite from 'swr/infinite'
import type { MediaPage } from '@/lib/instagram/schema'
import { fetcher } from './fetcher'

const INSTAGRAM_PAGE_SIZE = 12

/** The owner's Instagram photos for an album, a page at a time (`setSize` loads more); nothing while `open` is false. */
export function useInstagramMedia(albumId: string, open: boolean) {
  return useSWRInfinite<MediaPage>(
    (index, previous: MediaPage | null) => {
      if (!open || (previous && !previous.pagination.next_url)) return null
      const cursor = previous?.pagination.next_url ? `&cursor=${encodeURIComponent(previous.pagination.next_url)}` : ''
      return `/v1/instagram/media?limit=${INSTAGRAM_PAGE_SIZE}&albumId=${albumId}${cursor}`
    },
    fetcher,
    { revalidateFirstPage: false },
  )
}
