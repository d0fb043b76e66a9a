import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { returnToQuery, subscribeAnswer, subscribeBody } from '@/lib/subscriptions/schema'
import { subscribe } from '@/lib/subscriptions/subscribe'

/** Starts a subscription; the price always comes from the catalogue. `returnTo` is where Stripe sends the owner back. */
export const POST = route({ auth: 'owner', body: subscribeBody, query: returnToQuery, response: subscribeAnswer }, ({ user, body, query }) =>
  subscribe({ user, input: body, returnPath: query.returnTo }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
