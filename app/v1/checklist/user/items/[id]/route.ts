import { checklistResponse, entryParams, suggestionQuery, updateEntryBody } from '@/lib/checklist/schema'
import { updateChecklistEntry } from '@/lib/checklist/update-entry'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const PATCH = route(
  { auth: 'owner', params: entryParams, query: suggestionQuery, body: updateEntryBody, response: checklistResponse },
  ({ user, params, query, body }) => updateChecklistEntry({ user, id: params.id, suggestion: query.suggestion === 'true', input: body }),
)

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods('PATCH')
