import { taxDetailsBody, taxDetailsResponse } from '@/lib/books/schema'
import { getTaxDetails, updateTaxDetails } from '@/lib/books/tax-details'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner', response: taxDetailsResponse }, ({ user }) => getTaxDetails({ user }))

export const PUT = route({ auth: 'owner', body: taxDetailsBody, response: taxDetailsResponse }, ({ user, body }) => updateTaxDetails({ user, input: body }))

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
