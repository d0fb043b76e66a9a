import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { offerFromWaitlist } from '@/lib/waitlist/offer-from-waitlist'
import { waitlistEntryParams, waitlistOfferAnswer } from '@/lib/waitlist/schema'

/** 'Send an offer' to a waitlisted client: her request opens again for the offer. */
export const POST = route({ auth: 'owner', params: waitlistEntryParams, response: waitlistOfferAnswer }, ({ user, params }) =>
  offerFromWaitlist({ user, entryId: params.entryId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
