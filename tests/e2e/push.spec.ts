// Issue 40, "The artist's phone", at 390x844: the installable app and a push notification of a booking
// request, from her tap on "Turn on notifications" to the gig the notification opens.
//
// What is real: the app's manifest and service worker (registered by the app, serving the offline page);
// Notification settings saving the device through /v1/push-devices; the booking request; the server's
// send-pushes job sending it with web-push to a push service (tests/support/push-service-stub.ts) that
// checks the VAPID JWT and decrypts the aes128gcm payload with the subscription's private key; the
// decrypted message delivered to the real service worker's push handler (DevTools'
// ServiceWorker.deliverPushMessage, the way a browser hands a push to its worker), and the worker's
// notificationclick handler taking the app's window to the gig.
//
// What is not: Chromium's headless shell has no notifications: it reports Notification.permission
// 'denied' whatever is granted, PushManager.subscribe() fails ("Registration failed - permission
// denied"), and showNotification() throws. So the page's PushManager hands out a subscription the stub
// made (and records the VAPID key the app subscribed with), Notification.permission reads 'granted',
// the worker's showNotification() and setAppBadge() record what they were asked (the shell's worker
// is ended by setAppBadge()), and the tap is a notificationclick
// event dispatched in the worker with that notification's data. Android's beforeinstallprompt is
// dispatched by the test (Chrome fires it only for a site it judges installable after use).
import { randomBytes } from 'node:crypto'
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test'
import { dayFromToday } from '../factories/appointments'
import { startPushServiceStub } from '../support/push-service-stub'
import { anotherPhone } from './support/phone'
import { look } from './support/screen-checks'
import { expect, prisma, signIn, test } from './support/fixtures'

async function artist() {
  return prisma.user.create({
    data: {
      email: `push-${randomBytes(4).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Glow by Mia',
      slug: `glow-push-${randomBytes(4).toString('hex')}`,
      profileImg: '/demo/profile.jpg',
      timeZone: 'Australia/Sydney',
    },
  })
}

/** The stand-ins for what the headless shell lacks (see the top of this file), in every page of the context. */
async function fakePushManager(context: BrowserContext, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await context.addInitScript((stubbed) => {
    const SUBSCRIBED = 'test.push-subscribed'
    const record = window as unknown as { subscribedWithKey?: string }
    const fake = {
      endpoint: stubbed.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: stubbed.endpoint, expirationTime: null, keys: stubbed.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(SUBSCRIBED)
        return true
      },
    }
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' })
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer)
      record.subscribedWithKey = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      localStorage.setItem(SUBSCRIBED, '1')
      return fake as unknown as PushSubscription
    }
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(SUBSCRIBED) ? fake : null) as unknown as PushSubscription | null
    }
  }, subscription)
}

/** What the test reads of the worker's global scope (the DOM library has no ServiceWorkerGlobalScope type). */
type WorkerScope = {
  registration: ServiceWorkerRegistration
  navigator: { setAppBadge(count?: number): Promise<void>; clearAppBadge(): Promise<void> }
  dispatchEvent(event: Event): boolean
  shown: { title: string; body?: string; url: string; tag?: string }[]
  badge?: number
}

/**
 * The app's service worker as it runs now, with showNotification() recording what it shows (the shell
 * cannot show it), and setAppBadge() the count (in the shell's worker it ends the worker). A worker idle for a while is stopped, and its stand-in with it: DevTools starts it,
 * the newest worker Playwright saw gets the stand-in, just before the push it is for.
 */
async function liveServiceWorker(page: Page, devtools: CDPSession, workers: Worker[]): Promise<Worker> {
  await devtools.send('ServiceWorker.startWorker', { scopeURL: new URL('/', page.url()).href })
  await expect.poll(() => workers.length).toBeGreaterThan(0)
  const worker = workers.at(-1)!
  await worker.evaluate(() => {
    const scope = self as unknown as WorkerScope
    scope.shown = []
    scope.registration.showNotification = async (title: string, options?: NotificationOptions) => {
      scope.shown.push({ title, body: options?.body, url: (options?.data as { url: string }).url, tag: options?.tag })
    }
    scope.navigator.setAppBadge = async (count?: number) => {
      scope.badge = count
    }
    scope.navigator.clearAppBadge = async () => {
      scope.badge = 0
    }
  })
  return worker
}

test('her phone: install the app, turn on notifications, and a booking request opens from its notification', async ({ page, context, baseURL }) => {
  // A push goes through the server's background job, which polls every second: on 2 busy cores, longer.
  test.setTimeout(120_000)
  const stub = await startPushServiceStub()
  try {
    const user = await artist()
    // The service workers Playwright sees start, newest last; a stopped one leaves the list.
    const running: Worker[] = []
    context.on('serviceworker', (worker) => {
      running.push(worker)
      worker.on('close', () => running.splice(running.indexOf(worker), 1))
    })
    await context.grantPermissions(['notifications'])
    const subscription = stub.subscribe()
    await fakePushManager(context, subscription)
    await signIn(page, user)

    // Installable: the manifest starts at Today, has maskable icons and the two shortcuts.
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ start_url: '/dashboard/today', display: 'standalone', short_name: 'Glowfolio' })
    expect(manifest.icons).toContainEqual({ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' })
    expect(manifest.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url])).toEqual([
      ['New gig', '/dashboard/gigs/new'],
      ['Reviews', '/dashboard/reviews'],
    ])
    // What a browser asks for whatever the page links: the icon, never a redirect to the not-found page.
    const favicon = await page.request.get('/favicon.ico', { maxRedirects: 0 })
    expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/x-icon'])

    // Her site is live: Android's install prompt, kept back by the app, is offered now.
    await page.goto('/dashboard/today')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    await expect(page.locator('link[rel="apple-touch-icon"][sizes="180x180"]')).toHaveAttribute('href', '/icons/apple-touch-icon-180.png')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          ;(window as unknown as { prompted: boolean }).prompted = true
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      window.dispatchEvent(event)
    })
    const offer = page.getByRole('dialog', { name: 'Install Glowfolio' })
    await expect(offer).toBeVisible()
    await look(page, 'install-offer-android', { view: true })
    await offer.getByRole('button', { name: 'Install Glowfolio' }).click()
    await expect(offer).toBeHidden()
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)

    // Notification settings, from the menu.
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Notification settings' }).click()
    await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible()
    await page.getByRole('button', { name: 'Turn on notifications' }).click()
    const turnedOn = page.getByText('Notifications are on for this device')
    await expect(turnedOn).toBeVisible()
    const { publicKey, devices } = await (await page.request.get('/v1/push-devices')).json()
    expect(await page.evaluate(() => (window as unknown as { subscribedWithKey?: string }).subscribedWithKey)).toBe(publicKey)
    expect(devices).toHaveLength(1)
    await page.getByRole('switch', { name: /New reviews/ }).click()
    await expect(page.getByRole('switch', { name: /New reviews/ })).not.toBeChecked()
    await expect.poll(async () => (await prisma.pushDevice.findFirstOrThrow({ where: { userId: user.id } })).mutedKinds).toEqual(['review'])
    await expect(page.getByRole('switch', { name: /New booking requests/ })).toBeChecked()
    // The toast would cover the top bar in the tap-target check.
    await expect(turnedOn).toBeHidden({ timeout: 10_000 })
    await look(page, 'notification-settings')

    // A client asks to book her; the server's job pushes it to the device, encrypted, VAPID-signed.
    const request = await page.request.post('/v1/booking-request', {
      headers: { 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}` },
      data: {
        userId: user.id,
        customerName: 'Olivia Brown',
        customerMobile: '0412 000 111',
        customerEmail: `olivia-${randomBytes(3).toString('hex')}@example.com`,
        location: { city: 'Coogee', formatted: '12 Beach St, Coogee' },
        date: dayFromToday(40),
        time: { from: '07:00', to: '09:30' },
        services: [{ title: 'Olivia', subTitle: 'Engagement shoot' }],
        description: 'Soft and natural',
        images: [],
      },
    })
    expect(request.status()).toBe(201)
    const gig = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id } })
    await expect.poll(() => stub.received.length, { timeout: 20_000 }).toBe(1)
    expect(stub.refused).toEqual([])
    const [push] = stub.received
    expect(push.vapid.publicKey).toBe(publicKey)
    expect(push.urgency).toBe('high')
    expect(push.payload).toMatchObject({
      title: 'New booking request',
      body: `Olivia Brown asked to book you (#${gig.requestNumber})`,
      url: `/dashboard/gigs/${gig.id}`,
    })

    // The push reaches the app's service worker, which shows it.
    const devtools = await context.newCDPSession(page)
    const registrations: { registrationId: string; scopeURL: string }[] = []
    devtools.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
    await devtools.send('ServiceWorker.enable')
    await expect.poll(() => registrations.length).toBeGreaterThan(0)
    let worker: Worker | undefined
    await expect(async () => {
      worker = await liveServiceWorker(page, devtools, running)
      await devtools.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId: registrations.find((registration) => registration.scopeURL === new URL('/', baseURL!).href)!.registrationId,
        data: JSON.stringify(push.payload),
      })
      await expect
        .poll(() => worker!.evaluate(() => (self as unknown as WorkerScope).shown), { timeout: 5_000 })
        .toEqual([
          {
            title: 'New booking request',
            body: `Olivia Brown asked to book you (#${gig.requestNumber})`,
            url: `/dashboard/gigs/${gig.id}`,
            tag: `/dashboard/gigs/${gig.id}`,
          },
        ])
    }).toPass({ timeout: 40_000 })
    // The app icon's badge: one unseen booking request.
    expect(await worker!.evaluate(() => (self as unknown as WorkerScope).badge)).toBe(1)

    // Her tap: the worker takes the app's window to the gig.
    await worker!.evaluate(async () => {
      const scope = self as unknown as WorkerScope
      const waits: Promise<unknown>[] = []
      const event = new Event('notificationclick')
      Object.defineProperty(event, 'notification', { value: { data: { url: scope.shown[0].url }, close: () => undefined } })
      Object.defineProperty(event, 'waitUntil', { value: (promise: Promise<unknown>) => waits.push(promise) })
      scope.dispatchEvent(event)
      await Promise.all(waits)
    })
    await page.waitForURL(`**/dashboard/gigs/${gig.id}`)
    await expect(page.getByText('Olivia Brown').first()).toBeVisible()
    await look(page, 'notification-landing')

    // Offline, a page is the offline page from the worker, never a stored one.
    await context.setOffline(true)
    await page.goto('/dashboard/clients', { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
    await context.setOffline(false)
  } finally {
    await stub.close()
  }
})

test('on an iPhone in Safari, the Add to Home Screen guide shows once her site is live, and only once', async ({ browser, baseURL }) => {
  const user = await artist()
  const iphone = await anotherPhone(browser, {
    baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  })
  try {
    const page = await iphone.newPage()
    await signIn(page, user)
    await page.goto('/dashboard/today')
    const guide = page.getByRole('dialog', { name: 'Put Glowfolio on your Home Screen' })
    await expect(guide).toBeVisible()
    await expect(guide.getByText('Tap Add to Home Screen')).toBeVisible()
    await look(page, 'install-guide-ios', { view: true })
    await guide.getByRole('button', { name: 'Got it' }).click()
    await expect(guide).toBeHidden()
    await page.reload()
    await page.waitForTimeout(2_000)
    await expect(guide).toBeHidden()
  } finally {
    await iphone.close()
  }
})
