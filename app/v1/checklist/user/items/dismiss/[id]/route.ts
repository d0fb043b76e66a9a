import { checklistResponse, dismissBody, entryParams, suggestionQuery } from '@/lib/checklist/schema'
import { updateChecklistEntry } from '@/lib/checklist/update-entry'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const PATCH = route(
  { auth: 'owner', params: entryParams, query: suggestionQuery, body: dismissBody, response: checklistResponse },
  ({ user, params, query }) => updateChecklistEntry({ user, id: params.id, suggestion: query.suggestion !== 'false', input: { status: 'dismissed' } }),
)

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods('PATCH')
