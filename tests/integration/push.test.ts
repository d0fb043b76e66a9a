// Push notifications to the artist's phone, for real over HTTP: a device subscribes at a local push
// service (tests/support/push-service-stub.ts), the app's own routes save it, a booking request queues a
// push, and the send-pushes job delivers it. The stub checks the VAPID JWT and decrypts the aes128gcm
// payload with the subscription's private key, as a browser would; what it read is what is checked here.
// Also: the device routes (happy, bad input, no token, another owner), kinds turned off per device,
// 404/410 removing the device, 429/5xx tried again.
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { DELETE as removeRoute, PATCH as settingsRoute } from '@/app/v1/push-devices/[deviceId]/route'
import { GET as listRoute, POST as saveRoute } from '@/app/v1/push-devices/route'
import { POST as requestRoute } from '@/app/v1/booking-request/route'
import { POST as offerRoute } from '@/app/v1/appointment/[appointmentId]/offer/route'
import { POST as acceptRoute } from '@/app/v1/offer/[token]/accept/route'
import { prisma } from '@/lib/db'
import { PUSH_KINDS } from '@/lib/push/kinds'
import type { PushDeviceResponse, PushDevicesResponse } from '@/lib/push/schema'
import { PUSH_TTL_SECONDS, sendDuePushes } from '@/lib/push/send-pushes'
import { vapidKeys } from '@/lib/push/vapid'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'
import { dayFromToday } from '../factories/appointments'

// The stub listens on 127.0.0.1, which the push sender refuses unless told (it refuses private addresses).
// Hoisted above the imports: lib/env reads the environment once.
const stub = await vi.hoisted(async () => {
  const { startPushServiceStub } = await import('../support/push-service-stub')
  process.env.PUSH_ENDPOINT_ALLOW_IPS = '127.0.0.1'
  return startPushServiceStub()
})
afterAll(() => stub.close())

const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })

async function ownerWithPhone() {
  // Pushes other tests left waiting go first: the stub's next answers are for this test's.
  await sendDuePushes()
  const owner = await createOwner({ businessName: 'Glow by Ava' })
  const subscription = stub.subscribe()
  const saved = await callRoute<PushDeviceResponse>(saveRoute, { token: owner.token, body: { ...subscription, label: 'iPhone' } })
  expect(saved.status).toBe(200)
  return { ...owner, subscription, device: saved.body }
}

async function bookingRequest(userId: string) {
  const body = {
    userId,
    customerName: 'Olivia Brown',
    customerMobile: '0412 000 111',
    customerEmail: `olivia-${randomBytes(3).toString('hex')}@example.com`,
    location: { city: 'Coogee', formatted: '12 Beach St, Coogee' },
    date: dayFromToday(40),
    time: { from: '07:00', to: '09:30' },
    services: [{ title: 'Olivia', subTitle: 'Engagement shoot' }],
    description: 'Soft and natural',
    images: [],
  }
  expect((await callRoute(requestRoute, { body, headers: fromIp() })).status).toBe(201)
  return prisma.appointment.findFirstOrThrow({ where: { userId, customerEmail: body.customerEmail } })
}

const pushesTo = (endpoint: string) => stub.received.filter((push) => endpoint.endsWith(`/push/${push.subscriptionId}`))

describe('a booking request, pushed to her phone', () => {
  it('arrives at the push service VAPID-signed, encrypted for her device, with Urgency and TTL, and opens the gig', async () => {
    const owner = await ownerWithPhone()
    const gig = await bookingRequest(owner.user.id)
    expect(await prisma.pushOutbox.count({ where: { deviceId: owner.device._id, status: 'pending' } })).toBe(1)

    const result = await sendDuePushes()
    expect(result).toMatchObject({ sent: 1, removed: 0, failed: 0 })
    expect(stub.refused).toEqual([])
    const [push] = pushesTo(owner.subscription.endpoint)
    expect(push.payload).toEqual({
      title: 'New booking request',
      body: `Olivia Brown asked to book you (#${gig.requestNumber})`,
      url: `/dashboard/gigs/${gig.id}`,
      tag: `/dashboard/gigs/${gig.id}`,
      badge: 1,
    })
    expect(push.urgency).toBe('high')
    expect(push.ttl).toBe(PUSH_TTL_SECONDS)
    expect(push.vapid.publicKey).toBe(vapidKeys().publicKey)
    expect(push.vapid.subject).toBe('mailto:support@glowfolio.app')
    // iOS drops payloads over 4 KB; ours stay far under.
    expect(push.bodyBytes).toBeLessThan(1024)
    expect(await prisma.pushOutbox.findFirstOrThrow({ where: { deviceId: owner.device._id } })).toMatchObject({ status: 'sent', attempts: 1 })
    // E-mail stays as it was.
    expect(await prisma.emailOutbox.count({ where: { to: owner.user.email } })).toBe(1)
  })

  it('tells her when the client accepts the offer', async () => {
    const owner = await ownerWithPhone()
    const gig = await bookingRequest(owner.user.id)
    const sent = await callRoute<{ offerUrl?: string; offerToken?: string }>(offerRoute, {
      token: owner.token,
      params: { appointmentId: gig.id },
      body: { pricing: { total: 45000, deposit: 0 }, paymentDueDate: dayFromToday(30), cancellationPolicy: 'Deposits are non-refundable.' },
    })
    expect(sent.status).toBe(200)
    const { offerToken } = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })
    expect((await callRoute(acceptRoute, { params: { token: offerToken! }, body: { acceptPolicy: true }, headers: fromIp() })).status).toBe(200)
    await sendDuePushes()
    expect(pushesTo(owner.subscription.endpoint).map((push) => (push.payload as { title: string }).title)).toEqual(['New booking request', 'Offer accepted'])
  })

  it('sends nothing to a device where she turned that kind off, and still to her other device', async () => {
    const owner = await ownerWithPhone()
    const tablet = stub.subscribe()
    const second = await callRoute<PushDeviceResponse>(saveRoute, { token: owner.token, body: tablet })
    const muted = await callRoute<PushDeviceResponse>(settingsRoute, {
      token: owner.token,
      params: { deviceId: owner.device._id },
      body: { kinds: { request: false } },
    })
    expect(muted.status).toBe(200)
    expect(muted.body.kinds).toMatchObject({ request: false, paid: true, review: true })
    await bookingRequest(owner.user.id)
    expect(await prisma.pushOutbox.count({ where: { deviceId: owner.device._id } })).toBe(0)
    expect(await prisma.pushOutbox.count({ where: { deviceId: second.body._id } })).toBe(1)
  })
})

describe('what the push service answers', () => {
  it.each([404, 410])('%i: the subscription is gone, so the device is removed with what waited for it', async (status) => {
    const owner = await ownerWithPhone()
    await bookingRequest(owner.user.id)
    stub.answerNext({ status })
    expect(await sendDuePushes()).toMatchObject({ removed: 1, sent: 0 })
    expect(await prisma.pushDevice.count({ where: { userId: owner.user.id } })).toBe(0)
    expect(await prisma.pushOutbox.count({ where: { deviceId: owner.device._id } })).toBe(0)
  })

  it.each([429, 503])('%i: tried again later (Retry-After), then delivered', async (status) => {
    const owner = await ownerWithPhone()
    await bookingRequest(owner.user.id)
    stub.answerNext({ status, headers: { 'retry-after': '30' } })
    const start = Date.now()
    expect(await sendDuePushes()).toMatchObject({ retried: 1, sent: 0 })
    const waiting = await prisma.pushOutbox.findFirstOrThrow({ where: { deviceId: owner.device._id } })
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: `The push service answered ${status}` })
    expect(waiting.sendAfter.getTime() - start).toBeGreaterThanOrEqual(29_000)
    expect(waiting.sendAfter.getTime() - start).toBeLessThan(40_000)
    expect(await sendDuePushes({ now: () => new Date(Date.now() + 31_000) })).toMatchObject({ sent: 1 })
    expect(pushesTo(owner.subscription.endpoint)).toHaveLength(1)
  })

  it('400: a push the service will never take is given up, the device kept', async () => {
    const owner = await ownerWithPhone()
    await bookingRequest(owner.user.id)
    stub.answerNext({ status: 400 })
    expect(await sendDuePushes()).toMatchObject({ failed: 1 })
    expect(await prisma.pushOutbox.findFirstOrThrow({ where: { deviceId: owner.device._id } })).toMatchObject({ status: 'failed' })
    expect(await prisma.pushDevice.count({ where: { id: owner.device._id } })).toBe(1)
  })

  it('refuses to push to an endpoint at a private address (SSRF): the push is retried, never sent there', async () => {
    const owner = await createOwner()
    await callRoute(saveRoute, { token: owner.token, body: { endpoint: 'http://10.0.0.1/push/x', keys: stub.subscribe().keys } })
    await bookingRequest(owner.user.id)
    const result = await sendDuePushes()
    expect(result.sent).toBe(0)
    const row = await prisma.pushOutbox.findFirstOrThrow({ where: { device: { userId: owner.user.id } } })
    expect(row.lastError).toMatch(/is not allowed/)
  })
})

describe('/v1/push-devices', () => {
  it('GET: the public key to subscribe with and her devices with every kind on', async () => {
    const owner = await ownerWithPhone()
    const { status, body } = await callRoute<PushDevicesResponse>(listRoute, { token: owner.token })
    expect(status).toBe(200)
    expect(body.publicKey).toBe(vapidKeys().publicKey)
    expect(body.devices).toEqual([owner.device])
    expect(owner.device.label).toBe('iPhone')
    expect(Object.keys(owner.device.kinds).sort()).toEqual([...PUSH_KINDS].sort())
    expect(Object.values(owner.device.kinds).every(Boolean)).toBe(true)
  })

  it('POST again (the app opening): the same device, checked again with the keys the browser has now', async () => {
    const owner = await ownerWithPhone()
    const renewed = stub.subscribe().keys
    const again = await callRoute<PushDeviceResponse>(saveRoute, { token: owner.token, body: { endpoint: owner.subscription.endpoint, keys: renewed } })
    expect(again.body._id).toBe(owner.device._id)
    expect(new Date(again.body.checkedAt).getTime()).toBeGreaterThanOrEqual(new Date(owner.device.checkedAt).getTime())
    expect(await prisma.pushDevice.findUniqueOrThrow({ where: { id: owner.device._id } })).toMatchObject({ p256dh: renewed.p256dh, auth: renewed.auth })
  })

  it('POST of an endpoint another owner had: the device is the one signed in now, with every kind on', async () => {
    const first = await ownerWithPhone()
    await callRoute(settingsRoute, { token: first.token, params: { deviceId: first.device._id }, body: { kinds: { review: false } } })
    const second = await createOwner()
    const taken = await callRoute<PushDeviceResponse>(saveRoute, { token: second.token, body: first.subscription })
    expect(taken.status).toBe(200)
    expect(Object.values(taken.body.kinds).every(Boolean)).toBe(true)
    expect((await callRoute<PushDevicesResponse>(listRoute, { token: first.token })).body.devices).toEqual([])
  })

  it('refuses bad input and changes nothing', async () => {
    const owner = await ownerWithPhone()
    const before = JSON.stringify(await prisma.pushDevice.findMany({ where: { userId: owner.user.id } }))
    const keys = stub.subscribe().keys
    for (const body of [
      {},
      { endpoint: 'not a url', keys },
      { endpoint: 'ftp://push.example.com/x', keys },
      { endpoint: 'https://push.example.com/x' },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: 'short', auth: keys.auth } },
    ])
      expect((await callRoute(saveRoute, { token: owner.token, body })).status, JSON.stringify(body)).toBe(422)
    for (const body of [{}, { kinds: {} }, { kinds: { request: 'off' } }, { kinds: { everything: false } }])
      expect((await callRoute(settingsRoute, { token: owner.token, params: { deviceId: owner.device._id }, body })).status, JSON.stringify(body)).toBe(422)
    expect(JSON.stringify(await prisma.pushDevice.findMany({ where: { userId: owner.user.id } }))).toBe(before)
  })

  it('answers 401 with no token', async () => {
    const owner = await ownerWithPhone()
    expect((await callRoute(listRoute, {})).status).toBe(401)
    expect((await callRoute(saveRoute, { body: stub.subscribe() })).status).toBe(401)
    expect((await callRoute(settingsRoute, { params: { deviceId: owner.device._id }, body: { kinds: { request: false } } })).status).toBe(401)
    expect((await callRoute(removeRoute, { method: 'DELETE', params: { deviceId: owner.device._id } })).status).toBe(401)
    expect(await prisma.pushDevice.findUniqueOrThrow({ where: { id: owner.device._id } })).toMatchObject({ mutedKinds: [] })
  })

  it("never shows, changes or removes another owner's device", async () => {
    const owner = await ownerWithPhone()
    const other = await createOwner()
    expect((await callRoute<PushDevicesResponse>(listRoute, { token: other.token })).body.devices).toEqual([])
    expect((await callRoute(settingsRoute, { token: other.token, params: { deviceId: owner.device._id }, body: { kinds: { request: false } } })).status).toBe(
      404,
    )
    expect((await callRoute(removeRoute, { method: 'DELETE', token: other.token, params: { deviceId: owner.device._id } })).status).toBe(404)
    expect(await prisma.pushDevice.findUniqueOrThrow({ where: { id: owner.device._id } })).toMatchObject({ mutedKinds: [], userId: owner.user.id })
  })

  it('DELETE: push turned off on that device', async () => {
    const owner = await ownerWithPhone()
    const removed = await callRoute(removeRoute, { method: 'DELETE', token: owner.token, params: { deviceId: owner.device._id } })
    expect(removed).toMatchObject({ status: 200, body: 'success' })
    expect(await prisma.pushDevice.count({ where: { userId: owner.user.id } })).toBe(0)
    expect((await callRoute(removeRoute, { method: 'DELETE', token: owner.token, params: { deviceId: owner.device._id } })).status).toBe(404)
  })
})
