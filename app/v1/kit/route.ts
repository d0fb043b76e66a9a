import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { brandListResponse, brandSearchQuery } from '@/lib/kit/schema'
import { searchBrands } from '@/lib/kit/search-brands'

export const GET = route({ auth: 'public', query: brandSearchQuery, response: brandListResponse }, ({ query }) => searchBrands(query))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
