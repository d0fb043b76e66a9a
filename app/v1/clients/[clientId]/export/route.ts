import { exportClient } from '@/lib/clients/export-client'
import { clientIdParams } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Her data, when she asks for it: a JSON file to download. */
export const GET = route({ auth: 'owner', params: clientIdParams }, ({ user, params }) => exportClient({ user, clientId: params.clientId }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
