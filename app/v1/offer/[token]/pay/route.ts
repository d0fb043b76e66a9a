import { payBalance } from '@/lib/appointments/pay-balance'
import { offerTokenParams, payBalanceAnswer } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: the customer pays the rest of a booked gig by card; the offer's token is the credential. */
export const POST = route({ auth: 'public', rateLimit: 'offer', params: offerTokenParams, response: payBalanceAnswer }, ({ params }) =>
  payBalance({ token: params.token }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
