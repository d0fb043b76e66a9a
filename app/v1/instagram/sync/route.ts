import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { syncAnswer } from '@/lib/instagram/schema'
import { syncInstagram } from '@/lib/instagram/sync'

/** "Sync now". */
export const POST = route({ auth: 'owner', response: syncAnswer }, ({ user }) => syncInstagram({ userId: user.id }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
