import { getShareView } from '@/lib/balance/get-share'
import { shareTokenParams, shareView } from '@/lib/balance/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: one person's share of a gig's balance; the share's token is the credential. */
export const GET = route({ auth: 'public', params: shareTokenParams, response: shareView }, ({ params }) => getShareView({ token: params.token }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
