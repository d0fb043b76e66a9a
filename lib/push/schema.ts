import { z } from 'zod'
import { PUSH_KINDS } from './kinds'

const base64url = (name: string, max: number) =>
  z
    .string({ error: `The subscription's ${name} key is missing` })
    .min(16, `The subscription's ${name} key is too short`)
    .max(max, `The subscription's ${name} key is too long`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `The subscription's ${name} key must be base64url`)

/** A browser's PushSubscription.toJSON(), as the app posts it each time it opens. */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .string({ error: 'The subscription has no endpoint' })
    .max(1000, 'The endpoint is too long')
    .url('The endpoint must be an address')
    .refine((value) => /^https?:\/\//.test(value), 'The endpoint must be an https address'),
  keys: z.object({ p256dh: base64url('p256dh', 200), auth: base64url('auth', 50) }, { error: 'The subscription has no keys' }),
  label: z.string().trim().min(1).max(60).optional(),
})
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>

export const pushDeviceParams = z.object({ deviceId: z.string().min(1).max(64) })

const kindSwitches = z.object(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<(typeof PUSH_KINDS)[number], z.ZodBoolean>)

/** Notification settings on one device: the kinds to turn on (true) or off (false); the others stay. */
export const pushDeviceSettingsBody = z.object({ kinds: kindSwitches.partial().refine((kinds) => Object.keys(kinds).length > 0, 'Nothing to change') })
export type PushDeviceSettingsBody = z.infer<typeof pushDeviceSettingsBody>

export const pushDeviceResponse = z.object({
  _id: z.string(),
  label: z.string(),
  kinds: kindSwitches,
  createdAt: z.string(),
  checkedAt: z.string(),
})
export type PushDeviceResponse = z.infer<typeof pushDeviceResponse>

/** The VAPID public key browsers subscribe with, and the owner's devices. */
export const pushDevicesResponse = z.object({ publicKey: z.string(), devices: z.array(pushDeviceResponse) })
export type PushDevicesResponse = z.infer<typeof pushDevicesResponse>
