// Every /v1 route on disk, called with no credentials, an expired token, the token of an owner who has
// reset their password since, and a valid token of another owner aimed at the first owner's resources.
// Owner routes answer 401 to the first three. Every owner route whose request names the owner's things
// succeeds for the owner on her own (each gets the world it needs: an open offer, a signed contract, a
// suggestion, a review shown...), and then answers the other owner 401/403/404 on the first owner's;
// the run counts the routes that got that far, and fails unless all did. Every answer is free of the
// first owner's data, and a refused request writes nothing anywhere in the database (this file has a
// database of its own). Public routes that take ids are tried with the first owner's hidden things, as a
// guest and as the other owner.
import { describe, expect, it } from 'vitest'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import { callRoute, type CallOptions, type CallResult } from '../support/call-route'
import { changedTables, databaseState, setUpOwnDatabase } from '../support/own-database'
import { ownerWithEverything, type OwnerWorld } from '../support/owner-world'
import { PUBLIC_ROUTES } from '../support/public-routes'
import { loadApiRoutes, routeName, type ApiRoute } from '../support/route-table'
import { needsWeddings, ownIdFor, validRequestFor } from '../support/world-requests'
import { createOwner } from '../factories/users'

await setUpOwnDatabase('matrix')
const routes = await loadApiRoutes()

/** Mixed bodies aimed at the first owner's things: each field name the API uses, and single tries. */
function bodiesFor(route: ApiRoute, world: OwnerWorld): Record<string, unknown>[] {
  const id = ownIdFor(route, world.ids)
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

// The owner routes whose request names the owner's own things (an id in the path, the query or the body):
// the ones the cross-owner check is for, told apart by aiming each route's request at two whole worlds.
const [sampleWorld, otherSampleWorld] = [await ownerWithEverything(), await ownerWithEverything()]
const routesNamingOwnThings = ownerRoutes
  .filter((route) => JSON.stringify(validRequestFor(route, sampleWorld.ids)) !== JSON.stringify(validRequestFor(route, otherSampleWorld.ids)))
  .map(routeName)
const reachedCrossOwnerCheck = new Set<string>()

describe.each(ownerRoutes.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('answers 401 with no credentials, an expired token and a token from before a password reset, and writes nothing', async () => {
    const world = await ownerWithEverything({ weddings: needsWeddings(route) })
    const { token: expired } = await mintSessionToken(world.user, -60)
    const stale = await createOwner()
    await prisma.user.update({ where: { id: stale.user.id }, data: { sessionVersion: { increment: 1 } } })
    const call = { method: route.method, ...validRequestFor(route, world.ids) }
    const before = await databaseState()
    for (const token of [undefined, expired, stale.token]) {
      const result = await callRoute(route.handler as never, { ...call, token })
      expect(result.status, `token ${token ? 'given' : 'none'}`).toBe(401)
      for (const secret of world.secrets) expect(answerText(result)).not.toContain(secret)
    }
    expect(changedTables(before, await databaseState())).toEqual([])
  })

  it("refuses another owner the first owner's things (401/403/404) where it grants the caller's own, and shows or changes nothing of them", async () => {
    const first = await ownerWithEverything({ weddings: needsWeddings(route) })
    const other = await ownerWithEverything({ weddings: needsWeddings(route) })
    const probe = validRequestFor(route, first.ids)
    const control = validRequestFor(route, other.ids)

    const attempt = await callAsOther(route, first, other.token, probe, `valid request naming the first owner's things: ${JSON.stringify(probe)}`)
    const own = await callRoute(route.handler as never, { method: route.method, token: other.token, ...control })
    if (routesNamingOwnThings.includes(routeName(route))) {
      expect(succeeded(own), `the owner's own request must succeed, or the refusal proves nothing: ${own.status} ${answerText(own).slice(0, 300)}`).toBe(true)
      expect(REFUSED_FOR_OWNERSHIP, `${JSON.stringify(probe)} answered ${attempt.status} ${answerText(attempt).slice(0, 300)}`).toContain(attempt.status)
      reachedCrossOwnerCheck.add(routeName(route))
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
    const first = await ownerWithEverything({ weddings: false })
    expect(first.review.status, 'the world review is hidden').toBe('hidden')
    const other = await createOwner()
    for (const token of [undefined, other.token]) {
      const result = await callAsOther(route, first, token as string, validRequestFor(route, first.ids), `as ${token ? 'another owner' : 'a guest'}`)
      expect(REFUSED_FOR_OWNERSHIP).toContain(result.status)
    }
  })
})

describe('the cross-owner check', () => {
  it("is reached by every owner route that names the owner's things: her own request succeeded, the other owner's was refused", () => {
    console.log(
      `Cross-owner check reached by ${reachedCrossOwnerCheck.size} of the ${routesNamingOwnThings.length} owner routes that name the owner's things (${ownerRoutes.length} owner routes in all)`,
    )
    expect(routesNamingOwnThings.filter((name) => !reachedCrossOwnerCheck.has(name))).toEqual([])
    expect(reachedCrossOwnerCheck.size).toBe(routesNamingOwnThings.length)
  })
})
