import { getChecklist } from '@/lib/checklist/get-checklist'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner' }, ({ user }) => getChecklist({ user }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
