import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { listInstagramMedia } from '@/lib/instagram/list-media'
import { mediaPageResponse, mediaQuery } from '@/lib/instagram/schema'

export const GET = route({ auth: 'owner', query: mediaQuery, response: mediaPageResponse }, ({ user, query }) => listInstagramMedia({ user, ...query }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
