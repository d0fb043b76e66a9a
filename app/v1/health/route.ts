import { checkDatabase } from '@/lib/health/check-database'
import { healthResponse } from '@/lib/health/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'public', response: healthResponse }, () => checkDatabase())

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
