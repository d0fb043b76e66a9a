import { exportClient } from '@/lib/clients/export-client'
import { clientExportResponse, clientIdParams } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Her data, when she asks for it (the client page saves it as a JSON file). */
export const GET = route({ auth: 'owner', params: clientIdParams, response: clientExportResponse }, ({ user, params }) =>
  exportClient({ user, clientId: params.clientId }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
