import { accountDeletionBody, accountDeletionResponse } from '@/lib/account/schema'
import { cancelAccountDeletion, scheduleAccountDeletion } from '@/lib/account/schedule-deletion'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** "Delete my account": deleted in 7 days unless she keeps it. */
export const POST = route({ auth: 'owner', body: accountDeletionBody, response: accountDeletionResponse }, ({ user, body }) =>
  scheduleAccountDeletion({ user, input: body }),
)

/** "Keep my account". */
export const DELETE = route({ auth: 'owner', response: accountDeletionResponse }, ({ user }) => cancelAccountDeletion({ user }))

export const { GET, PUT, PATCH, OPTIONS } = otherMethods('POST', 'DELETE')
