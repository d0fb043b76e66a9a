import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { removePushDevice, updatePushDevice } from '@/lib/push/devices'
import { pushDeviceParams, pushDeviceResponse, pushDeviceSettingsBody } from '@/lib/push/schema'

/** Turns kinds of push on or off on one device. */
export const PATCH = route({ auth: 'owner', params: pushDeviceParams, body: pushDeviceSettingsBody, response: pushDeviceResponse }, ({ user, params, body }) =>
  updatePushDevice({ user, deviceId: params.deviceId, input: body }),
)

/** Stops pushes to one device. */
export const DELETE = route({ auth: 'owner', params: pushDeviceParams, response: successAnswer }, ({ user, params }) =>
  removePushDevice({ user, deviceId: params.deviceId }),
)

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE')
