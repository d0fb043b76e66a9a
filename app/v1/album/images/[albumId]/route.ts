import { z } from 'zod'
import { getAlbum } from '@/lib/albums/get-album'
import { imageListResponse } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route(
  { auth: 'owner', params: z.object({ albumId: z.string().min(1).max(64) }), response: imageListResponse },
  async ({ user, params }) => (await getAlbum({ user, albumId: params.albumId })).images,
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
