import { checkDatabase } from '@/lib/health/check-database'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'public' }, () => checkDatabase())

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
