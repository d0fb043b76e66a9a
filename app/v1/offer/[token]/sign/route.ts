import { offerTokenParams } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { signContract } from '@/lib/weddings/proposal'
import { proposalView, signBody } from '@/lib/weddings/schema'

/** Public: the client signs the contract she read (its hash); her address and browser are recorded with it. */
export const POST = route(
  { auth: 'public', rateLimit: 'proposal', params: offerTokenParams, body: signBody, response: proposalView },
  ({ params, body, ip, request }) => signContract({ token: params.token, input: body, ip, userAgent: request.headers.get('user-agent') ?? '' }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
