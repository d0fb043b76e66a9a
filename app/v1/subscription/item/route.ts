import { listFeatures } from '@/lib/features/list-features'
import { featureListResponse } from '@/lib/features/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'public', response: featureListResponse }, () => listFeatures())

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
