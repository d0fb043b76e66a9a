'use client'
import useSWR from 'swr'
import type { AlbumResponse } from '@/lib/albums/schema'
import { fetcher } from './fetcher'

export type AlbumList = { albums: AlbumResponse[]; suggestions: AlbumResponse[] }

export const ALBUMS_KEY = '/v1/album'
export const albumKey = (albumId: string) => `/v1/album/${albumId}`

export const useAlbums = (fallbackData?: AlbumList) => useSWR<AlbumList>(ALBUMS_KEY, fetcher, { fallbackData })
export const useAlbum = (albumId: string, fallbackData?: AlbumResponse) => useSWR<AlbumResponse>(albumKey(albumId), fetcher, { fallbackData })
