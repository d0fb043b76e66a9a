// Clients (issue 37): one record per person per owner, made or matched from booking requests, gigs,
// weddings, share payers and reviews; the list's search, orders and tag; her page; notes, the beauty
// profile and merging a duplicate. Each route: happy path, bad input, no token, another owner's token.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as bookingRoute } from '@/app/v1/booking-request/route'
import { POST as sharesRoute } from '@/app/v1/appointment/[appointmentId]/shares/route'
import { PATCH as editGigRoute, POST as createGigRoute } from '@/app/v1/appointment/route'
import { GET as listRoute, POST as createRoute } from '@/app/v1/clients/route'
import { GET as getRoute, PATCH as updateRoute } from '@/app/v1/clients/[clientId]/route'
import { POST as mergeRoute } from '@/app/v1/clients/[clientId]/merge/route'
import { POST as notesRoute } from '@/app/v1/clients/[clientId]/notes/route'
import { PUT as profileRoute } from '@/app/v1/clients/[clientId]/profile/route'
import { POST as quoteRoute } from '@/app/v1/quote/route'
import { POST as reviewRoute } from '@/app/v1/review/route'
import { toDbDate } from '@/lib/appointments/dates'
import { matchOrCreateClient } from '@/lib/clients/match-client'
import type { ClientList, ClientResponse } from '@/lib/clients/schema'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday, gigForm } from '../factories/appointments'
import { createOwner } from '../factories/users'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const hex = () => randomBytes(3).toString('hex')
const clientsOf = (userId: string) => prisma.client.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })
const list = (token: string | undefined, query: Record<string, string> = {}) => callRoute<ClientList & ErrorBody>(listRoute, { token, query })
const addClient = (token: string | undefined, body: object) => callRoute<ClientResponse & ErrorBody>(createRoute, { token, body })

const bookingRequest = (userId: string, extra: Record<string, unknown> = {}) => ({
  userId,
  customerName: 'Olivia Brown',
  customerMobile: '0412 000 111',
  customerEmail: `olivia-${hex()}@example.com`,
  location: { city: 'Coogee' },
  date: dayFromToday(40),
  time: { from: '07:00', to: '09:30' },
  services: [{ title: 'Olivia', subTitle: 'Engagement shoot' }],
  images: [],
  ...extra,
})

describe('matching clients', () => {
  it('makes one client of a booking request and a review by the same e-mail, and of a gig by her mobile', async () => {
    const { user, token } = await createOwner()
    const email = `olivia-${hex()}@example.com`
    expect((await callRoute(bookingRoute, { body: bookingRequest(user.id, { customerEmail: email.toUpperCase() }), headers: fromIp() })).status).toBe(201)
    const review = { userId: user.id, customerName: 'Olivia B', customerEmail: email, score: 5, comments: 'Flawless', images: [] }
    expect((await callRoute(reviewRoute, { body: review, headers: fromIp() })).status).toBe(201)
    const gig = await callRoute(createGigRoute, { token, body: gigForm({ customerName: 'Olivia Brown', customerEmail: '', customerMobile: '+61412000111' }) })
    expect(gig.status).toBe(201)

    const clients = await clientsOf(user.id)
    expect(clients).toMatchObject([{ name: 'Olivia Brown', email, phone: '+61412000111' }])
    const [client] = clients
    expect(await prisma.appointment.count({ where: { userId: user.id, clientId: client.id } })).toBe(2)
    expect(await prisma.review.count({ where: { userId: user.id, clientId: client.id } })).toBe(1)
  })

  it('keeps an edited gig with the client the owner merged it into, and follows a new e-mail', async () => {
    const { user, token } = await createOwner()
    const [first, second] = [`lea-${hex()}@example.com`, `lea.n-${hex()}@example.com`]
    const form = (email: string, extra: Record<string, unknown> = {}) => gigForm({ customerName: 'Lea Ng', customerEmail: email, customerMobile: '', ...extra })
    const gig = await callRoute<{ _id: string }>(createGigRoute, { token, body: form(first) })
    await callRoute(createGigRoute, { token, body: form(second) })
    const [keep, other] = await clientsOf(user.id)
    expect((await callRoute(mergeRoute, { token, params: { clientId: other.id }, body: { otherId: keep.id } })).status).toBe(200)
    const edited = await callRoute(editGigRoute, { token, body: { ...form(first, { description: 'Dewy' }), _id: gig.body._id } })
    expect(edited.status).toBe(200)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.body._id } })).clientId).toBe(other.id)
    expect(await clientsOf(user.id)).toHaveLength(1)
    const third = `lea.third-${hex()}@example.com`
    await callRoute(editGigRoute, { token, body: { ...form(third), _id: gig.body._id } })
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.body._id } })).clientId).not.toBe(other.id)
  })

  it('never matches across owners, and a name alone matches only a client known by nothing else', async () => {
    const [first, second] = [await createOwner(), await createOwner()]
    const email = `same-${hex()}@example.com`
    const a = await matchOrCreateClient(first.user.id, { name: 'Zoe Lee', email })
    const b = await matchOrCreateClient(second.user.id, { name: 'Zoe Lee', email })
    expect(a).not.toBe(b)
    const nameOnly = await matchOrCreateClient(first.user.id, { name: 'zoe  lee' })
    expect(nameOnly).not.toBe(a)
    expect(await matchOrCreateClient(first.user.id, { name: 'Zoe Lee' })).toBe(nameOnly)
  })

  it('makes clients of a new wedding’s bride and of each named party member who pays a share', async () => {
    const { user, token } = await createOwner()
    const bride = `bride-${hex()}@example.com`
    const wedding = await callRoute<{ _id: string }>(quoteRoute, {
      token,
      body: {
        customerName: 'Ella Bride',
        customerEmail: bride,
        customerMobile: '0466 777 888',
        location: { city: 'Manly' },
        date: dayFromToday(90),
        readyBy: '11:00',
      },
    })
    expect(wedding.status, JSON.stringify(wedding.body)).toBe(201)
    const gig = await createGigFor(user.id, {
      status: 'booked',
      customerName: 'Ella Bride',
      customerEmail: bride,
      totalCents: 100000,
      paymentDueDate: toDbDate(dayFromToday(14)),
    })
    const kate = `kate-${hex()}@example.com`
    const split = await callRoute(sharesRoute, {
      token,
      params: { appointmentId: gig.id },
      body: { shares: [{ name: 'Kate Maid', email: kate, amount: 20000 }] },
    })
    expect(split.status).toBe(201)
    const clients = await clientsOf(user.id)
    expect(clients.map((client) => client.email).sort()).toEqual([bride, kate].sort())
    const kateId = clients.find((client) => client.email === kate)!.id
    const page = await callRoute<ClientResponse>(getRoute, { token, params: { clientId: kateId } })
    expect(page.body.upcoming).toMatchObject([{ _id: gig.id, partyOf: 'Ella Bride', total: 20000, owing: 20000 }])
  })
})

describe('GET /v1/clients', () => {
  it('searches as she types by name, e-mail or mobile, filters by tag and sorts three ways', async () => {
    const { user, token } = await createOwner()
    const [amy, bea, cat] = await Promise.all([
      prisma.client.create({ data: { userId: user.id, name: 'Amy Zhang', email: 'amy@example.com', phone: '+61411111111', tags: ['VIP'] } }),
      prisma.client.create({ data: { userId: user.id, name: 'Bea Smith', email: 'bea@example.com', tags: ['bride'] } }),
      prisma.client.create({ data: { userId: user.id, name: 'Cat O_Neil', phone: '+61422222222' } }),
    ])
    await createGigFor(user.id, { clientId: amy.id, date: toDbDate(dayFromToday(30)), status: 'booked', paidToDateCents: 5000 })
    await createGigFor(user.id, { clientId: bea.id, date: toDbDate(dayFromToday(5)), status: 'booked', paidToDateCents: 1000 })
    await createGigFor(user.id, { clientId: cat.id, date: toDbDate(dayFromToday(-10)), status: 'booked', paidToDateCents: 9000 })

    const names = async (query: Record<string, string>) => (await list(token, query)).body.clients.map((client) => client.name)
    expect(await names({})).toEqual(['Bea Smith', 'Amy Zhang', 'Cat O_Neil'])
    expect(await names({ sort: 'lastSeen' })).toEqual(['Cat O_Neil', 'Amy Zhang', 'Bea Smith'])
    expect(await names({ sort: 'totalPaid' })).toEqual(['Cat O_Neil', 'Amy Zhang', 'Bea Smith'])
    expect(await names({ q: 'zh' })).toEqual(['Amy Zhang'])
    expect(await names({ q: 'be' })).toEqual(['Bea Smith'])
    expect(await names({ q: '0422 222' })).toEqual(['Cat O_Neil'])
    expect(await names({ q: 'o_' })).toEqual(['Cat O_Neil'])
    expect(await names({ q: '%' })).toEqual([])
    expect(await names({ tag: 'VIP' })).toEqual(['Amy Zhang'])
    const first = (await list(token, { q: 'cat' })).body.clients[0]
    expect(first).toMatchObject({ lastSeen: dayFromToday(-10), nextGig: null, totalPaid: 9000, gigCount: 1 })
  })

  it('refuses a bad sort, and a caller with no token; shows another owner none of hers', async () => {
    const { user, token } = await createOwner()
    await prisma.client.create({ data: { userId: user.id, name: 'Private Person' } })
    const bad = await list(token, { sort: 'price' })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.sort).toBe('Sort by upcoming, lastSeen or totalPaid')
    expect((await list(undefined)).status).toBe(401)
    const other = await createOwner()
    expect((await list(other.token)).body.clients).toEqual([])
  })
})

describe('POST /v1/clients and PATCH /v1/clients/{id}', () => {
  it('adds a client with her mobile in E.164, and changes her name and tags', async () => {
    const { user, token } = await createOwner()
    const created = await addClient(token, { name: '  Ruby   Tan ', email: 'Ruby@Example.com', phone: '0433 444 555', tags: ['VIP', 'VIP'] })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: 'Ruby Tan', email: 'ruby@example.com', phone: '+61433444555', tags: ['VIP'] })
    const updated = await callRoute<ClientResponse>(updateRoute, { token, params: { clientId: created.body._id }, body: { tags: ['editorial'] } })
    expect(updated.status).toBe(200)
    expect(updated.body.tags).toEqual(['editorial'])
    expect(await clientsOf(user.id)).toHaveLength(1)
  })

  it('refuses bad input, a taken e-mail, no token and another owner, and changes nothing', async () => {
    const { user, token } = await createOwner()
    const ruby = (await addClient(token, { name: 'Ruby', email: 'ruby@example.com' })).body
    for (const [body, field, message] of [
      [{ name: ' ' }, 'name', 'Please enter her name'],
      [{ name: 'A', email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ name: 'A', phone: '12' }, 'phone', 'Please enter a valid mobile number'],
      [{ name: 'A', email: 'ruby@example.com' }, 'email', 'Another client has this email'],
    ] as const) {
      const result = await addClient(token, body)
      expect(result.status, JSON.stringify(body)).toBeGreaterThanOrEqual(409)
      expect(result.body.error.fields?.[field], JSON.stringify(body)).toBe(message)
    }
    expect((await addClient(undefined, { name: 'A' })).status).toBe(401)
    expect((await callRoute(updateRoute, { token, params: { clientId: ruby._id }, body: {} })).status).toBe(422)
    const other = await createOwner()
    expect((await callRoute(updateRoute, { token: other.token, params: { clientId: ruby._id }, body: { name: 'Taken' } })).status).toBe(404)
    expect((await callRoute(getRoute, { token: other.token, params: { clientId: ruby._id } })).status).toBe(404)
    expect((await callRoute(getRoute, { params: { clientId: ruby._id } })).status).toBe(401)
    expect(await clientsOf(user.id)).toMatchObject([{ name: 'Ruby' }])
  })
})

describe('GET /v1/clients/{id}', () => {
  it('shows her gigs, payments, what she owes, reviews and likely duplicates', async () => {
    const { user, token } = await createOwner()
    const client = await prisma.client.create({ data: { userId: user.id, name: 'Ivy Park', email: 'ivy@example.com' } })
    const twin = await prisma.client.create({ data: { userId: user.id, name: 'ivy park', email: 'ivy.p@example.com' } })
    await createGigFor(user.id, {
      clientId: client.id,
      status: 'booked',
      date: toDbDate(dayFromToday(20)),
      totalCents: 50000,
      paidToDateCents: 20000,
      payments: { create: { userId: user.id, amountCents: 20000, method: 'cash' } },
    })
    await createGigFor(user.id, {
      clientId: client.id,
      status: 'booked',
      date: toDbDate(dayFromToday(-40)),
      totalCents: 10000,
      paidToDateCents: 10000,
      paid: true,
    })
    await prisma.review.create({ data: { userId: user.id, clientId: client.id, customerName: 'Ivy', score: 5, comments: 'Lovely', source: 'glowfolio' } })
    const { status, body } = await callRoute<ClientResponse>(getRoute, { token, params: { clientId: client.id } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ totalPaid: 30000, owing: 30000, gigCount: 2, nextGig: dayFromToday(20), lastSeen: dayFromToday(-40) })
    expect(body.upcoming).toHaveLength(1)
    expect(body.past).toHaveLength(1)
    expect(body.payments).toMatchObject([{ amount: 20000, method: 'cash' }])
    expect(body.reviews).toMatchObject([{ score: 5, comments: 'Lovely' }])
    expect(body.duplicates).toEqual([{ _id: twin.id, name: 'ivy park', email: 'ivy.p@example.com', phone: null }])
    expect((await callRoute(getRoute, { token, params: { clientId: 'x'.repeat(65) } })).status).toBe(422)
  })
})

describe('POST /v1/clients/{id}/notes and PUT /v1/clients/{id}/profile', () => {
  it('keeps timestamped notes and her beauty profile with shades in order', async () => {
    const { user, token } = await createOwner()
    const client = await prisma.client.create({ data: { userId: user.id, name: 'Nora' } })
    const params = { clientId: client.id }
    const noted = await callRoute<ClientResponse>(notesRoute, { token, params, body: { body: 'Prefers a dewy finish' } })
    expect(noted.status).toBe(201)
    expect(noted.body.notes).toMatchObject([{ body: 'Prefers a dewy finish', createdAt: expect.any(String) }])
    const profile = {
      skinType: 'Combination',
      allergies: 'Latex lash glue',
      sensitivities: 'Fragrance',
      contactLenses: true,
      shades: [
        { brand: 'MAC', product: 'Studio Fix', shade: 'NC25' },
        { brand: 'Nars', product: 'Radiant Creamy Concealer', shade: 'Vanilla' },
      ],
    }
    const saved = await callRoute<ClientResponse>(profileRoute, { token, params, body: profile })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ ...profile, skinConcerns: null, lashNotes: null })
    const fewer = await callRoute<ClientResponse>(profileRoute, { token, params, body: { ...profile, shades: [profile.shades[1]] } })
    expect(fewer.body.shades).toEqual([profile.shades[1]])
  })

  it('refuses bad input, no token and another owner, and changes nothing', async () => {
    const { user, token } = await createOwner()
    const client = await prisma.client.create({ data: { userId: user.id, name: 'Nora' } })
    const params = { clientId: client.id }
    const blankNote = await callRoute<ErrorBody>(notesRoute, { token, params, body: { body: ' ' } })
    expect(blankNote.body.error.fields?.body).toBe('Please write the note')
    const badShade = await callRoute<ErrorBody>(profileRoute, { token, params, body: { shades: [{ brand: 'MAC', product: '', shade: 'NC25' }] } })
    expect(badShade.status).toBe(422)
    expect(badShade.body.error.fields?.['shades.0.product']).toBe('Please name the product')
    expect((await callRoute(notesRoute, { params, body: { body: 'x' } })).status).toBe(401)
    expect((await callRoute(profileRoute, { params, body: {} })).status).toBe(401)
    const other = await createOwner()
    expect((await callRoute(notesRoute, { token: other.token, params, body: { body: 'x' } })).status).toBe(404)
    expect((await callRoute(profileRoute, { token: other.token, params, body: { allergies: 'x' } })).status).toBe(404)
    expect(await prisma.clientNote.count({ where: { clientId: client.id } })).toBe(0)
    expect(await prisma.client.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({ allergies: null })
  })
})

describe('POST /v1/clients/{id}/merge', () => {
  it('moves the other record’s gigs, reviews, notes and shades to her, fills what she lacks, and removes it', async () => {
    const { user, token } = await createOwner()
    const keep = await prisma.client.create({ data: { userId: user.id, name: 'Lea Ng', email: 'lea@example.com', tags: ['bride'] } })
    const other = await prisma.client.create({
      data: {
        userId: user.id,
        name: 'Lea Ng',
        phone: '+61455555555',
        allergies: 'Nickel',
        tags: ['VIP'],
        notes: { create: { body: 'From the other record' } },
        shades: { create: { brand: 'Dior', product: 'Forever', shade: '2N', position: 0 } },
      },
    })
    const gig = await createGigFor(user.id, { clientId: other.id })
    const { status, body } = await callRoute<ClientResponse>(mergeRoute, { token, params: { clientId: keep.id }, body: { otherId: other.id } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ email: 'lea@example.com', phone: '+61455555555', allergies: 'Nickel', tags: ['bride', 'VIP'], duplicates: [] })
    expect(body.notes).toMatchObject([{ body: 'From the other record' }])
    expect(body.shades).toEqual([{ brand: 'Dior', product: 'Forever', shade: '2N' }])
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).clientId).toBe(keep.id)
    expect(await prisma.client.findUnique({ where: { id: other.id } })).toBeNull()
  })

  it('refuses itself, no token and another owner’s records, and changes nothing', async () => {
    const { user, token } = await createOwner()
    const keep = await prisma.client.create({ data: { userId: user.id, name: 'Lea' } })
    const stranger = await createOwner()
    const theirs = await prisma.client.create({ data: { userId: stranger.user.id, name: 'Lea' } })
    const self = await callRoute<ErrorBody>(mergeRoute, { token, params: { clientId: keep.id }, body: { otherId: keep.id } })
    expect(self.status).toBe(422)
    expect((await callRoute(mergeRoute, { token, params: { clientId: keep.id }, body: {} })).status).toBe(422)
    expect((await callRoute(mergeRoute, { params: { clientId: keep.id }, body: { otherId: theirs.id } })).status).toBe(401)
    expect((await callRoute(mergeRoute, { token, params: { clientId: keep.id }, body: { otherId: theirs.id } })).status).toBe(404)
    expect((await callRoute(mergeRoute, { token: stranger.token, params: { clientId: theirs.id }, body: { otherId: keep.id } })).status).toBe(404)
    expect(await prisma.client.count({ where: { id: { in: [keep.id, theirs.id] } } })).toBe(2)
  })
})
