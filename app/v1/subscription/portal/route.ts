import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { openPortal } from '@/lib/subscriptions/portal'
import { portalAnswer, returnToQuery } from '@/lib/subscriptions/schema'

/** Stripe's customer portal, where an owner manages and cancels paid subscriptions. */
export const POST = route({ auth: 'owner', query: returnToQuery, response: portalAnswer }, ({ user, query }) =>
  openPortal({ user, returnPath: query.returnTo }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
