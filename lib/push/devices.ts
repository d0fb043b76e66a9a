// The owner's devices: saved (or checked again) each time the app opens with push on, their kinds
// switched on and off in Notification settings, and removed when she turns push off there.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { PushDevice } from '@/lib/generated/prisma/client'
import { PUSH_KINDS, type PushKind } from './kinds'
import type { PushDeviceResponse, PushDeviceSettingsBody, PushDevicesResponse, PushSubscriptionBody } from './schema'
import { vapidKeys } from './vapid'

const deviceNotFound = () => new AppError('not_found', 'This device no longer gets notifications: turn them on again on it')

export function toPushDeviceResponse(device: PushDevice): PushDeviceResponse {
  const kinds = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !device.mutedKinds.includes(kind)])) as Record<PushKind, boolean>
  return { _id: device.id, label: device.label, kinds, createdAt: device.createdAt.toISOString(), checkedAt: device.checkedAt.toISOString() }
}

export async function listPushDevices({ user }: { user: { id: string } }): Promise<PushDevicesResponse> {
  const devices = await prisma.pushDevice.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } })
  return { publicKey: vapidKeys().publicKey, devices: devices.map(toPushDeviceResponse) }
}

/**
 * This device's subscription, as the browser has it now: a new one is saved, a known one refreshed
 * (new keys after the browser renewed it). An endpoint signed in as another owner before is this
 * owner's now, with every kind on: the device is hers, and the other owner's pushes stop.
 */
export async function savePushDevice({ user, input, now = new Date() }: { user: { id: string }; input: PushSubscriptionBody; now?: Date }) {
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth }
  const label = input.label ?? 'This device'
  const existing = await prisma.pushDevice.findUnique({ where: { endpoint: input.endpoint } })
  const device = existing
    ? await prisma.pushDevice.update({
        where: { id: existing.id },
        data: { ...keys, checkedAt: now, ...(existing.userId === user.id ? {} : { userId: user.id, label, mutedKinds: [], createdAt: now }) },
      })
    : // Two tabs opening at once save the same new endpoint: the second refreshes what the first made.
      await prisma.pushDevice.upsert({
        where: { endpoint: input.endpoint },
        create: { userId: user.id, endpoint: input.endpoint, ...keys, label, createdAt: now, checkedAt: now },
        update: { ...keys, checkedAt: now },
      })
  return toPushDeviceResponse(device)
}

export async function updatePushDevice({ user, deviceId, input }: { user: { id: string }; deviceId: string; input: PushDeviceSettingsBody }) {
  const device = await prisma.pushDevice.findFirst({ where: { id: deviceId, userId: user.id } })
  if (!device) throw deviceNotFound()
  const muted = PUSH_KINDS.filter((kind) => (input.kinds[kind] === undefined ? device.mutedKinds.includes(kind) : !input.kinds[kind]))
  return toPushDeviceResponse(await prisma.pushDevice.update({ where: { id: device.id }, data: { mutedKinds: muted } }))
}

export async function removePushDevice({ user, deviceId }: { user: { id: string }; deviceId: string }): Promise<'success'> {
  const { count } = await prisma.pushDevice.deleteMany({ where: { id: deviceId, userId: user.id } })
  if (count === 0) throw deviceNotFound()
  return 'success'
}
