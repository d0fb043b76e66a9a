import { listFeatures } from '@/lib/features/list-features'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'public' }, () => listFeatures())
