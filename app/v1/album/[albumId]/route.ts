import { z } from 'zod'
import { getAlbum } from '@/lib/albums/get-album'
import { albumResponse } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner', params: z.object({ albumId: z.string().min(1).max(64) }), response: albumResponse }, ({ user, params }) =>
  getAlbum({ user, albumId: params.albumId }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
