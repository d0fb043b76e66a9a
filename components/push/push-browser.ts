// The browser's side of push notifications: the service worker, this device's subscription, and what
// the phone can do (iOS gives push only to the app added to the home screen).
import { api } from '@/lib/api/client'
import { describeUserAgent } from '@/lib/format/user-agent'
import { PUSH_DEVICES_KEY } from '@/lib/swr/use-push-devices'
import type { PushDeviceResponse, PushDevicesResponse } from '@/lib/push/schema'

const SERVICE_WORKER = '/sw.js'

export const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
export const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true
export const canPush = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined)
  return navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' }).catch(() => undefined)
}

/** The VAPID key as the bytes PushManager.subscribe() wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let index = 0; index < raw.length; index++) bytes[index] = raw.charCodeAt(index)
  return bytes
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER)
  return registration ? registration.pushManager.getSubscription() : null
}

/** Saves (or checks again) this device's subscription with the server. */
export const saveSubscription = (subscription: PushSubscription | PushSubscriptionJSON) =>
  api<PushDeviceResponse>(PUSH_DEVICES_KEY, {
    method: 'POST',
    body: { ...('toJSON' in subscription ? subscription.toJSON() : subscription), label: describeUserAgent(navigator.userAgent) },
  })

/** Asks for permission (it must follow her tap), subscribes with our VAPID key and saves the device. */
export async function turnOnPush(userId: string): Promise<PushDeviceResponse> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new Error('Notifications are blocked for Glowfolio: allow them in your phone’s settings, then try again.')
  const registration = (await registerServiceWorker()) ?? (await navigator.serviceWorker.ready)
  await navigator.serviceWorker.ready
  const { publicKey } = await api<PushDevicesResponse>(PUSH_DEVICES_KEY)
  const existing = await registration.pushManager.getSubscription()
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  const device = await saveSubscription(subscription)
  setPushOwner(userId)
  return device
}

/** Stops pushes here: the server forgets the device, the browser its subscription. */
export async function turnOffPush(deviceId: string) {
  await api(`${PUSH_DEVICES_KEY}/${deviceId}`, { method: 'DELETE' })
  await (await currentSubscription())?.unsubscribe()
  setPushOwner(null)
}

/** Whose pushes this browser's subscription is for: the owner who turned them on here. */
const PUSH_OWNER = 'glowfolio.push-owner'
const pushOwner = () => {
  try {
    return window.localStorage.getItem(PUSH_OWNER)
  } catch {
    return null
  }
}
const setPushOwner = (userId: string | null) => {
  try {
    if (userId) window.localStorage.setItem(PUSH_OWNER, userId)
    else window.localStorage.removeItem(PUSH_OWNER)
  } catch {
    // private mode: the next check finds no owner and asks her to turn push on again
  }
}

/**
 * Each time the app opens (iOS asks for it: subscriptions lapse and renew): the subscription the browser
 * has now is sent again, so the server refreshes its keys or learns a renewed endpoint. A subscription
 * another owner turned on here (she was signed out without logging out) is dropped: pushes are never
 * switched on for someone who did not ask. Answers this owner's device, or null.
 */
export async function checkSubscription(userId: string): Promise<PushDeviceResponse | null> {
  if (!canPush() || Notification.permission !== 'granted') return null
  const subscription = await currentSubscription()
  if (!subscription) return null
  if (pushOwner() !== userId) {
    await subscription.unsubscribe().catch(() => false)
    return null
  }
  return saveSubscription(subscription).catch(() => null)
}

/** The app icon's count (Badging API, where there is one): unseen booking news. */
export function showAppBadge(count: number) {
  const badging = navigator as Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }
  if (!badging.setAppBadge || !badging.clearAppBadge) return
  void (count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge()).catch(() => undefined)
}

/** Logging out: this device stops getting her pushes (the next person to sign in here turns them on for themselves). */
export async function forgetThisDevice(userId: string) {
  const device = await checkSubscription(userId).catch(() => null)
  if (device) await turnOffPush(device._id).catch(() => undefined)
  setPushOwner(null)
}
