import { route } from '@/lib/http/route'
import { syncInstagram } from '@/lib/instagram/sync'

/** "Sync now". */
export const POST = route({ auth: 'owner' }, ({ user }) => syncInstagram({ userId: user.id }))
