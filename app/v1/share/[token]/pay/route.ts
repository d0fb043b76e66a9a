import { payBalanceAnswer } from '@/lib/appointments/payment-schema'
import { payShare } from '@/lib/balance/pay-share'
import { shareTokenParams } from '@/lib/balance/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: a party member pays her share by card; the share's token is the credential. */
export const POST = route({ auth: 'public', rateLimit: 'offer', params: shareTokenParams, idempotent: true, response: payBalanceAnswer }, ({ params }) =>
  payShare({ token: params.token }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
