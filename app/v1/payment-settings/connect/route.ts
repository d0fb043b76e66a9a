import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { connectPayouts } from '@/lib/payouts/connect-payouts'
import { connectPayoutsAnswer } from '@/lib/payouts/schema'

/** "Get paid by card": connects at once in test mode, else answers Stripe's onboarding page. */
export const POST = route({ auth: 'owner', response: connectPayoutsAnswer }, ({ user }) => connectPayouts({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
