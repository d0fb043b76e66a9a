import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { removeWaitlistEntry } from '@/lib/waitlist/remove-entry'
import { waitlistEntryParams } from '@/lib/waitlist/schema'

/** 'Remove from the waitlist'. */
export const DELETE = route({ auth: 'owner', params: waitlistEntryParams, response: successAnswer }, ({ user, params }) =>
  removeWaitlistEntry({ user, entryId: params.entryId }),
)

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE')
