import { offerTokenParams } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getProposalOrThrow, updateHeadcounts } from '@/lib/weddings/proposal'
import { headcountBody, proposalView } from '@/lib/weddings/schema'

/** Public: the client's wedding proposal and the contract to sign; the offer token is the credential. */
export const GET = route({ auth: 'public', params: offerTokenParams, response: proposalView }, ({ params }) => getProposalOrThrow({ token: params.token }))

/** Public: the client's headcounts, within the artist's limits; the total is worked out again. */
export const PATCH = route(
  { auth: 'public', rateLimit: 'proposal', params: offerTokenParams, body: headcountBody, response: proposalView },
  ({ params, body }) => updateHeadcounts({ token: params.token, input: body }),
)

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH')
