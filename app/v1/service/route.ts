import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { createService } from '@/lib/services/create-service'
import { listServices } from '@/lib/services/list-services'
import { serviceBody, serviceListResponse, serviceResponse } from '@/lib/services/schema'

/** The owner's service menu, in the menu's order. */
export const GET = route({ auth: 'owner', response: serviceListResponse }, ({ user }) => listServices({ user }))

export const POST = route({ auth: 'owner', body: serviceBody, status: 201, idempotent: true, response: serviceResponse }, ({ user, body }) =>
  createService({ user, input: body }),
)

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
