import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { recentMediaOfHandle } from '@/lib/instagram/recent-media-of-handle'
import { handleMediaPageResponse, handleParam, recentMediaQuery } from '@/lib/instagram/schema'

export const GET = route({ auth: 'owner', params: handleParam, query: recentMediaQuery, response: handleMediaPageResponse }, ({ user, params, query }) =>
  recentMediaOfHandle({ user, handle: params.handle, count: query.count, cursor: query.next_url }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
