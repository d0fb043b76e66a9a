import { z } from 'zod'
import { listAllImages } from '@/lib/albums/get-album'
import { imageListResponse } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The spec's call carries the owner's own userId; another owner's is not found. */
export const GET = route({ auth: 'owner', query: z.object({ userId: z.string().max(64).optional() }), response: imageListResponse }, ({ user, query }) =>
  listAllImages({ user, userId: query.userId }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
