import { acceptOffer } from '@/lib/appointments/accept-offer'
import { bookingPaymentAnswer } from '@/lib/appointments/payment-schema'
import { acceptOfferBody, offerTokenParams } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: the customer accepts an offer (and its cancellation policy); the token is the credential. */
export const POST = route(
  { auth: 'public', rateLimit: 'offer', params: offerTokenParams, body: acceptOfferBody, response: bookingPaymentAnswer },
  ({ params }) => acceptOffer({ token: params.token }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
