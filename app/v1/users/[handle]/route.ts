import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { lookupHandle } from '@/lib/instagram/connect'
import { handleParam, instagramProfileResponse } from '@/lib/instagram/schema'

/** "Is this your instagram profile?": the public profile behind a handle. */
export const GET = route({ auth: 'owner', params: handleParam, response: instagramProfileResponse }, ({ params }) => lookupHandle(params.handle))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
