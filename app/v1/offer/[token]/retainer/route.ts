import { bookingPaymentAnswer } from '@/lib/appointments/payment-schema'
import { offerTokenParams } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { payRetainer } from '@/lib/weddings/proposal'

/** Public: the client pays the retainer of a signed wedding contract, once; the offer token is the credential. */
export const POST = route({ auth: 'public', rateLimit: 'offer', params: offerTokenParams, idempotent: true, response: bookingPaymentAnswer }, ({ params }) =>
  payRetainer({ token: params.token }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
