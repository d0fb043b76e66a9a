import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { listPushDevices, savePushDevice } from '@/lib/push/devices'
import { pushDeviceResponse, pushDevicesResponse, pushSubscriptionBody } from '@/lib/push/schema'

/** The VAPID public key to subscribe with, and the owner's devices (Notification settings). */
export const GET = route({ auth: 'owner', response: pushDevicesResponse }, ({ user }) => listPushDevices({ user }))

/** This device's push subscription, posted each time the app opens with push on: saved or checked again. */
export const POST = route({ auth: 'owner', body: pushSubscriptionBody, response: pushDeviceResponse }, ({ user, body }) =>
  savePushDevice({ user, input: body }),
)

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
