// The service menu: list, add, edit and delete an owner's entries; bad input, no token and another
// owner's token change nothing.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GET as listRoute, POST as createRoute } from '@/app/v1/service/route'
import { DELETE as deleteRoute, PATCH as updateRoute } from '@/app/v1/service/[serviceId]/route'
import { prisma } from '@/lib/db'
import { MAX_SERVICES, type ServiceResponse } from '@/lib/services/schema'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

const bridal = { name: 'Bridal makeup', category: 'bridal', priceCents: 45000, durationMinutes: 90 }
const addService = (token: string, body: object = bridal) => callRoute<ServiceResponse>(createRoute, { token, body })
const menuOf = (userId: string) => prisma.service.findMany({ where: { userId }, orderBy: { id: 'asc' } })

describe('POST /v1/service', () => {
  it('adds an entry to the menu, exact price unless said otherwise', async () => {
    const { user, token } = await createOwner()
    const { status, body } = await addService(token)
    expect(status).toBe(201)
    expect(body).toEqual({
      _id: expect.any(String),
      name: 'Bridal makeup',
      category: 'bridal',
      priceCents: 45000,
      priceFrom: false,
      durationMinutes: 90,
      bookingMode: 'request',
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      onLocation: false,
    })
    expect(await menuOf(user.id)).toMatchObject([{ id: body._id, userId: user.id, name: 'Bridal makeup', priceFrom: false }])
  })

  it('refuses bad input with the field at fault, and adds nothing', async () => {
    const { user, token } = await createOwner()
    const cases: [object, string, string][] = [
      [{ ...bridal, name: '  ' }, 'name', 'Please name the service'],
      [{ ...bridal, name: 'x'.repeat(81) }, 'name', 'Keep the name under 80 characters'],
      [{ ...bridal, category: 'groom' }, 'category', 'Please choose who it is for'],
      [{ ...bridal, priceCents: -1 }, 'priceCents', 'Please enter a price in dollars'],
      [{ ...bridal, priceCents: 12.5 }, 'priceCents', 'Please enter a price in dollars'],
      [{ ...bridal, priceCents: 1_000_001 }, 'priceCents', 'Prices are at most $10,000'],
      [{ ...bridal, durationMinutes: 4 }, 'durationMinutes', 'At least 5 minutes'],
      [{ ...bridal, durationMinutes: 721 }, 'durationMinutes', 'Up to 12 hours'],
      [{ ...bridal, priceFrom: 'yes' }, 'priceFrom', 'Choose whether the price is a starting price'],
      [{ ...bridal, bookingMode: 'instant' }, 'bookingMode', 'Weddings always get a quote'],
      [{ ...bridal, bufferAfterMinutes: 241 }, 'bufferAfterMinutes', 'Up to 4 hours'],
    ]
    for (const [body, field, message] of cases) {
      const result = await callRoute<ErrorBody>(createRoute, { token, body })
      expect(result.status, JSON.stringify(body)).toBe(422)
      expect(result.body.error.fields?.[field], JSON.stringify(body)).toBe(message)
    }
    expect(await menuOf(user.id)).toEqual([])
  })

  it(`holds ${MAX_SERVICES} entries at most, even when added at once`, async () => {
    const { user, token } = await createOwner()
    await prisma.service.createMany({
      data: Array.from({ length: MAX_SERVICES - 2 }, (_, n) => ({
        userId: user.id,
        name: `Service ${n}`,
        category: 'event' as const,
        priceCents: 10000,
        durationMinutes: 60,
      })),
    })
    const results = await Promise.all([1, 2, 3, 4].map((n) => addService(token, { ...bridal, name: `Late ${n}` })))
    expect(results.map((result) => result.status).sort()).toEqual([201, 201, 409, 409])
    expect(results.find((result) => result.status === 409)?.body).toMatchObject({
      error: { message: `Your menu holds up to ${MAX_SERVICES} services. Delete one to add another.` },
    })
    expect(await prisma.service.count({ where: { userId: user.id } })).toBe(MAX_SERVICES)
  })

  it('answers 401 with no token, and adds nothing', async () => {
    const name = `Unsigned ${randomBytes(4).toString('hex')}`
    expect((await callRoute(createRoute, { body: { ...bridal, name } })).status).toBe(401)
    expect(await prisma.service.count({ where: { name } })).toBe(0)
  })
})

describe('GET /v1/service', () => {
  it("lists only the caller's menu, by category, then cheapest first", async () => {
    const { token } = await createOwner()
    const other = await createOwner()
    await addService(other.token, { ...bridal, name: 'Not mine' })
    await addService(token, { name: 'Trial run', category: 'trial', priceCents: 15000, durationMinutes: 60 })
    await addService(token, { name: 'Bridal makeup and hair', category: 'bridal', priceCents: 65000, durationMinutes: 150, priceFrom: true })
    await addService(token, bridal)
    await addService(token, { name: 'Bridesmaid', category: 'bridesmaid', priceCents: 18000, durationMinutes: 45 })
    const { status, body } = await callRoute<ServiceResponse[]>(listRoute, { token })
    expect(status).toBe(200)
    expect(body.map((service) => service.name)).toEqual(['Bridal makeup', 'Bridal makeup and hair', 'Bridesmaid', 'Trial run'])
    expect(body[1]).toMatchObject({ priceFrom: true, durationMinutes: 150 })
  })

  it('answers 401 with no token', async () => {
    expect((await callRoute(listRoute)).status).toBe(401)
  })
})

describe('PATCH /v1/service/[serviceId]', () => {
  it('changes the fields sent and keeps the others', async () => {
    const { token } = await createOwner()
    const { body: added } = await addService(token, { ...bridal, priceFrom: true })
    const { status, body } = await callRoute<ServiceResponse>(updateRoute, {
      method: 'PATCH',
      token,
      params: { serviceId: added._id },
      body: { name: 'Bridal glam', priceCents: 48000 },
    })
    expect(status).toBe(200)
    expect(body).toEqual({ ...added, name: 'Bridal glam', priceCents: 48000 })
    expect(await prisma.service.findUniqueOrThrow({ where: { id: added._id } })).toMatchObject({
      name: 'Bridal glam',
      priceCents: 48000,
      priceFrom: true,
      durationMinutes: 90,
    })
  })

  it('refuses bad input and an empty change, changing nothing', async () => {
    const { token } = await createOwner()
    const { body: added } = await addService(token)
    for (const body of [{}, { durationMinutes: 0 }, { name: '' }, { category: 'wedding' }]) {
      const result = await callRoute<ErrorBody>(updateRoute, { method: 'PATCH', token, params: { serviceId: added._id }, body })
      expect(result.status, JSON.stringify(body)).toBe(422)
    }
    expect(await prisma.service.findUniqueOrThrow({ where: { id: added._id } })).toMatchObject({
      name: 'Bridal makeup',
      category: 'bridal',
      durationMinutes: 90,
    })
  })

  it("answers 404 to another owner's token and to an unknown id, changing nothing", async () => {
    const { token } = await createOwner()
    const other = await createOwner()
    const { body: added } = await addService(token)
    for (const [caller, serviceId] of [
      [other.token, added._id],
      [token, 'no-such-service'],
    ]) {
      const result = await callRoute<ErrorBody>(updateRoute, { method: 'PATCH', token: caller, params: { serviceId }, body: { name: 'Taken over' } })
      expect(result.status).toBe(404)
      expect(result.body.error.message).toBe('That service is no longer on your menu')
    }
    expect((await prisma.service.findUniqueOrThrow({ where: { id: added._id } })).name).toBe('Bridal makeup')
  })

  it('answers 401 with no token', async () => {
    const { token } = await createOwner()
    const { body: added } = await addService(token)
    expect((await callRoute(updateRoute, { method: 'PATCH', params: { serviceId: added._id }, body: { name: 'Anyone' } })).status).toBe(401)
    expect((await prisma.service.findUniqueOrThrow({ where: { id: added._id } })).name).toBe('Bridal makeup')
  })
})

describe('DELETE /v1/service/[serviceId]', () => {
  it('takes the entry off the menu', async () => {
    const { user, token } = await createOwner()
    const { body: added } = await addService(token)
    const { body: kept } = await addService(token, { ...bridal, name: 'Kept' })
    const { status, body } = await callRoute(deleteRoute, { method: 'DELETE', token, params: { serviceId: added._id } })
    expect(status).toBe(200)
    expect(body).toBe('success')
    expect((await menuOf(user.id)).map((service) => service.id)).toEqual([kept._id])
    // A second delete finds nothing.
    expect((await callRoute(deleteRoute, { method: 'DELETE', token, params: { serviceId: added._id } })).status).toBe(404)
  })

  it("refuses another owner's token (404), no token (401) and a bad id (422), deleting nothing", async () => {
    const { user, token } = await createOwner()
    const other = await createOwner()
    const { body: added } = await addService(token)
    expect((await callRoute(deleteRoute, { method: 'DELETE', token: other.token, params: { serviceId: added._id } })).status).toBe(404)
    expect((await callRoute(deleteRoute, { method: 'DELETE', params: { serviceId: added._id } })).status).toBe(401)
    expect((await callRoute(deleteRoute, { method: 'DELETE', token, params: { serviceId: 'x'.repeat(41) } })).status).toBe(422)
    expect(await menuOf(user.id)).toHaveLength(1)
  })
})
