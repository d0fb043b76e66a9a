// Every /v1 route on disk, called with no credentials, an expired token, the token of an owner who has
// reset their password since, and a valid token of another owner aimed at the first owner's resources.
// Owner routes answer 401 to the first three. To the other owner, a request that names the first
// owner's things answers 401/403/404 wherever the same request naming the caller's own things would
// succeed; every answer is free of the first owner's data, and a refused request writes nothing
// anywhere in the database (this file has a database of its own). Public routes that take ids are tried
// with the first owner's hidden things, as a guest and as the other owner.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import { callRoute, type CallOptions, type CallResult } from '../support/call-route'
import { changedTables, databaseState, setUpOwnDatabase } from '../support/own-database'
import { ownerWithEverything, type OwnerWorld } from '../support/owner-world'
import { PUBLIC_ROUTES } from '../support/public-routes'
import { loadApiRoutes, routeName, type ApiRoute } from '../support/route-table'
import { exampleOf, jsonSchemaOf, OMIT, type Hint, type JsonSchema } from '../support/schema-values'
import { createOwner } from '../factories/users'

await setUpOwnDatabase('matrix')
const routes = await loadApiRoutes()

/** A value for each path parameter, naming the world owner's resources. */
function paramsFor(route: ApiRoute, world: OwnerWorld): Record<string, string> {
  const { ids } = world
  const values: Record<string, string> = {
    albumId: ids.albumId,
    reviewId: ids.reviewId,
    appointmentId: ids.appointmentId,
    paymentId: ids.paymentId,
    serviceId: ids.serviceId,
    shareId: ids.shareId,
    imageId: ids.imageId,
    userId: ids.userId,
    id: route.pattern.startsWith('/v1/checklist/') ? ids.checklistEntryId : ids.userId,
    // Instagram handles are public: naming one is no claim on its owner's things.
    handle: 'someone.public',
    wizardStep: 'businessName',
    subItemId: 'review-cards',
    themeId: 'basic',
    // A token in the path is the credential itself (a calendar feed, an offer): try one nobody was given.
    token: `not-issued-${randomBytes(8).toString('hex')}`,
  }
  const names = [...route.pattern.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1])
  return Object.fromEntries(
    names.map((name) => {
      if (!(name in values)) throw new Error(`${routeName(route)}: the matrix has no value for [${name}]; add one to paramsFor()`)
      return [name, values[name]]
    }),
  )
}

/** The id of the resource a route's `_id` names. */
function ownIdFor(route: ApiRoute, world: OwnerWorld): string {
  if (route.pattern.includes('album')) return world.ids.albumId
  if (route.pattern.includes('appointment')) return world.ids.appointmentId
  if (route.pattern.includes('review')) return world.ids.reviewId
  return world.ids.userId
}

const CLIENT_EMAIL = `client-${randomBytes(4).toString('hex')}@example.com`

/** Field name → the world owner's value, for the valid examples built from a route's schemas. */
function hintFor(route: ApiRoute, world: OwnerWorld): Hint {
  const { ids } = world
  const values: Record<string, unknown> = {
    _id: ownIdFor(route, world),
    userId: ids.userId,
    albumId: ids.albumId,
    albumIds: [ids.albumId],
    existing: [ids.albumId],
    reviewId: ids.reviewId,
    appointmentId: ids.appointmentId,
    imageId: ids.imageId,
    imageIds: [ids.imageId],
    images: [ids.imageSrc],
    srcs: [ids.imageSrc],
    coverImg: ids.imageSrc,
    coverImgs: [ids.imageSrc],
    profileImg: ids.imageSrc,
    subscriptionId: ids.subscriptionId,
    // Values no schema can say it wants: a real mobile number and e-mail, one of a feature or a theme.
    mobile: '+61400111333',
    customerMobile: '+61400111444',
    // One client for the whole run: a create naming no owner's things (a wedding quote from scratch) reads the same to both owners.
    customerEmail: CLIENT_EMAIL,
    // A new e-mail on the profile needs the owner's password, which world owners have none of: leave it
    // out there, so the owner's own request succeeds and the other owner's is really compared with it.
    email: route.pattern === '/v1/user/[id]' ? OMIT : `matrix-${randomBytes(4).toString('hex')}@example.com`,
    publicEmail: 'hello@example.com',
    subItemId: 'review-cards',
    themeId: OMIT,
    // Calendar days and a custom domain have formats no JSON Schema spells out.
    date: '2026-12-24',
    paidAt: '2026-12-01',
    paymentDueDate: '2026-12-20',
    time: { from: '08:00', to: '10:00' },
    // A gig's ready-by time and artists: refinements JSON Schema cannot show.
    readyBy: '06:30',
    artistCount: 2,
    // An early-start fee's cut-off: a morning slot.
    before: '07:00',
    customDomain: OMIT,
  }
  return (key) => values[key]
}

/** The field's type, looking through nullable wrappers (["string", "null"], anyOf within anyOf). */
function typeOfField(field: JsonSchema): string | undefined {
  if (Array.isArray(field.type)) return field.type.find((type) => type !== 'null')
  if (field.type) return field.type
  const branch = field.anyOf?.find((candidate) => candidate.type !== 'null')
  return branch ? typeOfField(branch) : undefined
}

/** Only hints that fit the field's type: `images` is a list of URLs in one schema and of media in another. */
function fitting(hint: Hint, schema: JsonSchema): Hint {
  const fieldTypes = new Map<string, JsonSchema>()
  const visit = (node: JsonSchema) => {
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      fieldTypes.set(key, property)
      visit(property)
    }
    if (node.items) visit(node.items)
    for (const branch of node.anyOf ?? []) visit(branch)
  }
  visit(schema)
  return (key) => {
    const value = hint(key)
    const field = fieldTypes.get(key)
    if (value === OMIT) return OMIT
    if (value === undefined || !field) return undefined
    const type = typeOfField(field)
    // A field checked by refinements alone states no type: the hint is what it takes.
    if (type === undefined) return value
    if (Array.isArray(value)) return type === 'array' && typeof value[0] === (field.items?.type ?? 'string') ? value : undefined
    return type === typeof value ? value : undefined
  }
}

/** A request the route's own schemas accept, aimed at the world owner's things. */
function validRequestFor(route: ApiRoute, world: OwnerWorld): Pick<CallOptions, 'params' | 'query' | 'body'> {
  const example = (part: 'query' | 'body') => {
    const schema = route.handler.spec?.[part]
    if (!schema) return undefined
    const json = jsonSchemaOf(schema)
    const value = exampleOf(json, fitting(hintFor(route, world), json))
    const parsed = schema.safeParse(value)
    if (!parsed.success)
      throw new Error(`${routeName(route)}: the matrix cannot build a valid ${part} (${parsed.error.issues[0]?.message}); teach exampleOf() or hintFor()`)
    return value
  }
  const query = example('query') as Record<string, string> | undefined
  return { params: paramsFor(route, world), query, body: route.method === 'GET' ? undefined : example('body') }
}

/** Mixed bodies aimed at the first owner's things: each field name the API uses, and single tries. */
function bodiesFor(route: ApiRoute, world: OwnerWorld): Record<string, unknown>[] {
  const id = ownIdFor(route, world)
  const { ids } = world
  return [
    {
      _id: id,
      id,
      userId: ids.userId,
      albumId: ids.albumId,
      albumIds: [ids.albumId],
      reviewId: ids.reviewId,
      appointmentId: ids.appointmentId,
      imageIds: [ids.imageId],
      images: [ids.imageSrc],
      srcs: [ids.imageSrc],
      coverImg: ids.imageSrc,
      subscriptionId: ids.subscriptionId,
      data: [{ id: 'media-1' }],
      albums: { existing: [ids.albumId], new: [] },
      status: 'hidden',
      paid: true,
      name: 'Taken over',
      businessName: 'Taken over',
    },
    { _id: id, status: 'dismissed' },
    { _id: id, paid: true },
    { albumId: ids.albumId, imageIds: [ids.imageId] },
    { albumId: ids.albumId, images: [{ id: 'media-1' }] },
    { srcs: [ids.imageSrc], albums: { existing: [ids.albumId], new: [] } },
    { userId: ids.userId },
  ]
}

const answerText = (result: CallResult) => (typeof result.body === 'string' ? result.body : JSON.stringify(result.body))
const succeeded = (result: CallResult) => result.status >= 200 && result.status < 300
const REFUSED_FOR_OWNERSHIP = [401, 403, 404]

/** Calls as the other owner; checks the answer holds nothing of the world's and, if refused, wrote nothing. */
async function callAsOther(route: ApiRoute, world: OwnerWorld, token: string, request: CallOptions, what: string): Promise<CallResult> {
  const before = await databaseState()
  const snapshot = await world.snapshot()
  const result = await callRoute(route.handler as never, { method: route.method, token, ...request })
  expect(result.status, what).toBeLessThan(500)
  for (const secret of world.secrets) expect(answerText(result), what).not.toContain(secret)
  expect(await world.snapshot(), what).toBe(snapshot)
  if (!succeeded(result)) expect(changedTables(before, await databaseState()), what).toEqual([])
  return result
}

describe('the API surface', () => {
  it('has every /v1 handler built with the route wrapper', () => {
    const bare = routes.filter((route) => !route.handler.spec).map(routeName)
    expect(bare).toEqual([])
  })

  it('lists exactly the public routes, each with a reason', () => {
    const publicRoutes = routes
      .filter((route) => route.handler.spec?.auth === 'public')
      .map(routeName)
      .sort()
    expect(publicRoutes).toEqual(Object.keys(PUBLIC_ROUTES).sort())
  })
})

const ownerRoutes = routes.filter((route) => route.handler.spec?.auth === 'owner')

describe.each(ownerRoutes.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('answers 401 with no credentials, an expired token and a token from before a password reset, and writes nothing', async () => {
    const world = await ownerWithEverything()
    const { token: expired } = await mintSessionToken(world.user, -60)
    const stale = await createOwner()
    await prisma.user.update({ where: { id: stale.user.id }, data: { sessionVersion: { increment: 1 } } })
    const call = { method: route.method, ...validRequestFor(route, world) }
    const before = await databaseState()
    for (const token of [undefined, expired, stale.token]) {
      const result = await callRoute(route.handler as never, { ...call, token })
      expect(result.status, `token ${token ? 'given' : 'none'}`).toBe(401)
      for (const secret of world.secrets) expect(answerText(result)).not.toContain(secret)
    }
    expect(changedTables(before, await databaseState())).toEqual([])
  })

  it("refuses another owner the first owner's things (401/403/404) where it grants the caller's own, and shows or changes nothing of them", async () => {
    const first = await ownerWithEverything()
    const other = await ownerWithEverything()
    const probe = validRequestFor(route, first)
    const control = validRequestFor(route, other)
    const namesFirstOwner = JSON.stringify(probe) !== JSON.stringify(control)

    const attempt = await callAsOther(route, first, other.token, probe, `valid request naming the first owner's things: ${JSON.stringify(probe)}`)
    const own = await callRoute(route.handler as never, { method: route.method, token: other.token, ...control })
    if (namesFirstOwner && succeeded(own)) {
      expect(REFUSED_FOR_OWNERSHIP, `${JSON.stringify(probe)} answered ${attempt.status} ${answerText(attempt).slice(0, 300)}`).toContain(attempt.status)
    }

    for (const body of route.method === 'GET' ? [] : bodiesFor(route, first)) {
      await callAsOther(
        route,
        first,
        other.token,
        { params: probe.params, query: { userId: first.ids.userId, albumId: first.ids.albumId }, body },
        JSON.stringify(body),
      )
    }
  })
})

const publicRoutesWithIds = routes.filter((route) => route.handler.spec?.auth === 'public' && route.pattern.includes('['))

describe.each(publicRoutesWithIds.map((route) => [routeName(route), route] as const))('public %s', (_name, route) => {
  it("shows nothing of an owner's hidden things to a guest or to another owner", async () => {
    const first = await ownerWithEverything()
    expect(first.review.status, 'the world review is hidden').toBe('hidden')
    const other = await createOwner()
    for (const token of [undefined, other.token]) {
      const result = await callAsOther(route, first, token as string, validRequestFor(route, first), `as ${token ? 'another owner' : 'a guest'}`)
      expect(REFUSED_FOR_OWNERSHIP).toContain(result.status)
    }
  })
})
