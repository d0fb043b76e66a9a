// The one route wrapper: authentication, origin checks, parsing and the error shape, on real routes
// built with it and a real database.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { route } from '@/lib/http/route'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

const whoAmI = route({ auth: 'owner', response: z.object({ id: z.string() }) }, async ({ user }) => ({ id: user.id }))
const echoBody = z.object({ name: z.string().min(1, 'Name is missing'), count: z.number().int() })
const echo = route({ auth: 'owner', body: echoBody, bodyLimit: 1024, response: echoBody }, async ({ body }) => body)
const nameOnly = z.object({ name: z.string() })
const named = route({ auth: 'public', body: nameOnly, response: nameOnly }, async ({ body }) => body)
const idParams = z.object({ id: z.string().regex(/^\d+$/, 'id must be a number') })
const withParams = route({ auth: 'public', params: idParams, response: idParams }, async ({ params }) => params)
const throwing = (error: unknown) =>
  route({ auth: 'public' }, async () => {
    throw error
  })

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string>; requestId?: string } }

describe('authentication', () => {
  it('refuses a call without credentials with 401 and the error shape', async () => {
    const { status, body } = await callRoute<ErrorBody>(whoAmI)
    expect(status).toBe(401)
    expect(body.error.code).toBe('unauthorized')
  })

  it('accepts a bearer token and the same token as the session cookie', async () => {
    const { user, token } = await createOwner()
    expect((await callRoute(whoAmI, { token })).body).toEqual({ id: user.id })
    expect((await callRoute(whoAmI, { token, asCookie: true })).body).toEqual({ id: user.id })
  })

  it('refuses a malformed token and an expired one', async () => {
    const { user } = await createOwner()
    expect((await callRoute(whoAmI, { token: 'not-a-token' })).status).toBe(401)
    const { token: expired } = await mintSessionToken(user, -10)
    expect((await callRoute(whoAmI, { token: expired })).status).toBe(401)
  })

  it('refuses tokens minted before the session version changed (password reset)', async () => {
    const { user, token } = await createOwner()
    await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } })
    expect((await callRoute(whoAmI, { token })).status).toBe(401)
  })

  it('refuses the token of a deleted user', async () => {
    const { user, token } = await createOwner()
    await prisma.user.delete({ where: { id: user.id } })
    expect((await callRoute(whoAmI, { token })).status).toBe(401)
  })
})

describe('cross-site writes', () => {
  it('refuses a cookie-authenticated write from another origin', async () => {
    const { token } = await createOwner()
    const result = await callRoute<ErrorBody>(echo, { token, asCookie: true, body: { name: 'a', count: 1 }, headers: { origin: 'https://evil.example' } })
    expect(result.status).toBe(403)
  })

  it('accepts a cookie-authenticated write from our own origin, and bearer writes from anywhere', async () => {
    const { token } = await createOwner()
    const same = await callRoute(echo, { token, asCookie: true, body: { name: 'a', count: 1 }, headers: { origin: 'http://localhost:3000' } })
    expect(same.status).toBe(200)
    const bearer = await callRoute(echo, { token, body: { name: 'a', count: 1 }, headers: { origin: 'https://client.example' } })
    expect(bearer.status).toBe(200)
  })
})

describe('input', () => {
  it('answers 422 with field messages for a body that fails its schema', async () => {
    const { token } = await createOwner()
    const { status, body } = await callRoute<ErrorBody>(echo, { token, body: { name: '', count: 'two' } })
    expect(status).toBe(422)
    expect(body.error.fields).toEqual({ name: 'Name is missing', count: 'Invalid input: expected number, received string' })
  })

  it('answers 400 for malformed JSON', async () => {
    const { token } = await createOwner()
    const { status, body } = await callRoute<ErrorBody>(echo, { token, rawBody: '{"name":', headers: { 'content-type': 'application/json' } })
    expect(status).toBe(400)
    expect(body.error.message).toMatch(/not valid JSON/)
  })

  it('answers 415 for a body that is not JSON', async () => {
    const { token } = await createOwner()
    const { status } = await callRoute(echo, { token, rawBody: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(status).toBe(415)
  })

  it('answers 413 for a body over the limit, declared or not', async () => {
    const { token } = await createOwner()
    const big = JSON.stringify({ name: 'x'.repeat(5000), count: 1 })
    const { status } = await callRoute(echo, { token, rawBody: big, headers: { 'content-type': 'application/json' } })
    expect(status).toBe(413)
  })

  it('validates path params', async () => {
    expect((await callRoute(withParams, { params: { id: '42' } })).body).toEqual({ id: '42' })
    const { status, body } = await callRoute<ErrorBody>(withParams, { params: { id: 'abc' } })
    expect(status).toBe(422)
    expect(body.error.fields).toEqual({ id: 'id must be a number' })
  })
})

describe('errors', () => {
  it.each([
    ['bad_request', 400],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['unprocessable', 422],
  ] as const)('maps AppError %s to %i', async (code, expected) => {
    const { status, body } = await callRoute<ErrorBody>(throwing(new AppError(code, 'Nope')))
    expect(status).toBe(expected)
    expect(body).toEqual({ error: { code, message: 'Nope' } })
  })

  it('sends Retry-After with 429', async () => {
    const { status, headers } = await callRoute(throwing(new AppError('rate_limited', 'Slow down', { retryAfter: 30 })))
    expect(status).toBe(429)
    expect(headers.get('retry-after')).toBe('30')
  })

  it("maps Prisma's record-not-found to 404 and unique violations to 409", async () => {
    const missing = route({ auth: 'public' }, () => prisma.brand.update({ where: { name: 'No Such Brand' }, data: { img: null } }))
    expect((await callRoute(missing)).status).toBe(404)
    const duplicate = route({ auth: 'public' }, () => prisma.brand.create({ data: { name: 'MAC' } }))
    expect((await callRoute(duplicate)).status).toBe(409)
  })

  it('answers anything else with a generic 500 that carries the request id, never the cause', async () => {
    const { status, body, headers } = await callRoute<ErrorBody>(throwing(new Error('secret database password in message')))
    expect(status).toBe(500)
    expect(body.error.message).not.toMatch(/secret/)
    expect(body.error.requestId).toBe(headers.get('x-request-id'))
  })
})

describe('text that cannot be stored', () => {
  it('refuses a NUL character anywhere in the input with 400', async () => {
    const { token } = await createOwner()
    const { status, body } = await callRoute<ErrorBody>(echo, { token, body: { name: 'a\u0000b', count: 1 } })
    expect(status).toBe(400)
    expect(body.error.message).toMatch(/cannot be stored/)
  })

  it('refuses a body nested deeper than any request of ours with 400, however deep', async () => {
    for (const depth of [33, 5_000, 45_000]) {
      const rawBody = `{"name":"a","x":${'['.repeat(depth)}${']'.repeat(depth)}}`
      const { status, body } = await callRoute<ErrorBody>(named, { rawBody, headers: { 'content-type': 'application/json' } })
      expect(status, `${depth} levels`).toBe(400)
      expect(body.error.message).toMatch(/nested/)
    }
    const shallow = { name: 'a', x: JSON.parse(`${'['.repeat(31)}${']'.repeat(31)}`) }
    expect(await callRoute(named, { body: shallow })).toMatchObject({ status: 200, body: { name: 'a' } })
  })
})

describe('answers', () => {
  const review = { _id: 'r1', name: 'Mia', score: 5 }
  const reviewAnswer = z.object({ _id: z.string(), name: z.string(), score: z.number().int() })
  // The handler's type is checked against `response` at compile time; these answers get past it as a domain function's bug would.
  const answering = (answer: unknown) => route({ auth: 'public', response: reviewAnswer }, async () => answer as z.output<typeof reviewAnswer>)

  it('lets through an answer that is exactly what the route declares', async () => {
    expect(await callRoute(answering(review))).toMatchObject({ status: 200, body: review })
  })

  it('refuses, in every test that calls the route, an answer with a field missing, mistyped or undeclared', async () => {
    const { score: _missing, ...withoutScore } = review
    await expect(callRoute(answering(withoutScore))).rejects.toThrow(/outside its response schema: .*score/s)
    await expect(callRoute(answering({ ...review, score: 'five' }))).rejects.toThrow(/outside its response schema: .*score/s)
    await expect(callRoute(answering({ ...review, passwordHash: 'x' }))).rejects.toThrow('answer.passwordHash is not in the response schema')
  })

  it('refuses a JSON answer from a route that declares no response schema, and lets a body of its own through', async () => {
    await expect(callRoute(route({ auth: 'public' }, async () => review))).rejects.toThrow('in JSON but declares no response schema')
    const calendar = route({ auth: 'public' }, async () => new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }))
    expect(await callRoute(calendar)).toMatchObject({ status: 200, body: 'BEGIN:VCALENDAR' })
  })

  it('checks only successful JSON answers: errors have their own shape', async () => {
    const refusing = route({ auth: 'public', response: reviewAnswer }, async () => {
      throw new AppError('not_found', 'No such review')
    })
    expect((await callRoute(refusing)).status).toBe(404)
  })
})
