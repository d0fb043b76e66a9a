import { route } from '@/lib/http/route'
import { cancelThemeSubscriptions } from '@/lib/subscriptions/end-subscriptions'

export const POST = route({ auth: 'owner' }, ({ user }) => cancelThemeSubscriptions({ user }))
