import { getChecklist } from '@/lib/checklist/get-checklist'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner' }, ({ user }) => getChecklist({ user }))
