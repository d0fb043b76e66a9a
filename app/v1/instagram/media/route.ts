import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { listInstagramMedia } from '@/lib/instagram/list-media'
import { mediaQuery } from '@/lib/instagram/schema'

export const GET = route({ auth: 'owner', query: mediaQuery }, ({ user, query }) => listInstagramMedia({ user, ...query }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
