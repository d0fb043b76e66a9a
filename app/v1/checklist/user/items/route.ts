import { getChecklist } from '@/lib/checklist/get-checklist'
import { checklistResponse } from '@/lib/checklist/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner', response: checklistResponse }, ({ user }) => getChecklist({ user }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
