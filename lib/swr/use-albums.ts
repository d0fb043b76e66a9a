'use client'
import useSWR from 'swr'
import type { AlbumList, AlbumResponse, ImageResponse } from '@/lib/albums/schema'
import { fetcher } from './fetcher'

export const ALBUMS_KEY = '/v1/album'
export const albumKey = (albumId: string) => `/v1/album/${albumId}`
export const ALL_PHOTOS_KEY = '/v1/album/images/all'

export const useAlbums = (fallbackData?: AlbumList) => useSWR<AlbumList>(ALBUMS_KEY, fetcher, { fallbackData })
export const useAlbum = (albumId: string, fallbackData?: AlbumResponse) => useSWR<AlbumResponse>(albumKey(albumId), fetcher, { fallbackData })
/** Every photo of the owner, in any album or none, newest first. */
export const useAllPhotos = (fallbackData: ImageResponse[]) => useSWR<ImageResponse[]>(ALL_PHOTOS_KEY, fetcher, { fallbackData })
