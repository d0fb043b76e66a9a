import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { connectPayouts } from '@/lib/payouts/connect-payouts'

/** "Get paid by card": connects at once in test mode, else answers Stripe's onboarding page. */
export const POST = route({ auth: 'owner' }, ({ user }) => connectPayouts({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
