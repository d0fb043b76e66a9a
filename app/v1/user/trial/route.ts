import { route } from '@/lib/http/route'
import { startProTrial } from '@/lib/subscriptions/pro-trial'

export const POST = route({ auth: 'owner', status: 201 }, ({ user }) => startProTrial({ user }))
