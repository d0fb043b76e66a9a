import { payBalance } from '@/lib/appointments/pay-balance'
import { payBalanceAnswer } from '@/lib/appointments/payment-schema'
import { offerTokenParams } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: the customer pays the rest of a booked gig by card; the offer's token is the credential. */
export const POST = route({ auth: 'public', rateLimit: 'offer', params: offerTokenParams, response: payBalanceAnswer }, ({ params }) =>
  payBalance({ token: params.token }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
