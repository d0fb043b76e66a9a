import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { deleteService } from '@/lib/services/delete-service'
import { serviceIdParams, serviceResponse, updateServiceBody } from '@/lib/services/schema'
import { updateService } from '@/lib/services/update-service'

export const PATCH = route({ auth: 'owner', params: serviceIdParams, body: updateServiceBody, response: serviceResponse }, ({ user, params, body }) =>
  updateService({ user, serviceId: params.serviceId, input: body }),
)

export const DELETE = route({ auth: 'owner', params: serviceIdParams, response: successAnswer }, ({ user, params }) =>
  deleteService({ user, serviceId: params.serviceId }),
)

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE')
