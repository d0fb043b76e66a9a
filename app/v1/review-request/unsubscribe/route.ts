import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { unsubscribe } from '@/lib/review-requests/opt-out'
import { requestTokenQuery, unsubscribeAnswer } from '@/lib/review-requests/schema'

/**
 * Public: one-click unsubscribe from an owner's review requests (RFC 8058). Mail apps POST
 * "List-Unsubscribe=One-Click" as a form, which is not read: the signed token in the address is the credential.
 */
export const POST = route({ auth: 'public', rateLimit: 'unsubscribe', query: requestTokenQuery, response: unsubscribeAnswer }, ({ query }) =>
  unsubscribe(query),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
