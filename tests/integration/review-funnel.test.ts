// The Reviews screen's funnel of review requests: the numbers of a seeded world, counted by the database
// in one query, and GET /v1/review-request/funnel for the owner only.
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { prisma } from '@/lib/db'
import { getReviewFunnel } from '@/lib/review-requests/funnel'
import { GET as funnelRoute } from '@/app/v1/review-request/funnel/route'
import { callRoute } from '../support/call-route'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'

const NOW = new Date('2027-03-20T00:00:00Z')
const daysAgo = (days: number, now = NOW) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

type Seed = { sentDaysAgo: number; opened?: boolean; score?: number; queued?: boolean }

/** One owner's requests, each on a gig of its own, with her review when it has a score. */
async function seed(userId: string, requests: Seed[], now = NOW) {
  for (const [index, request] of requests.entries()) {
    const gig = await createGigFor(userId, { status: 'booked', date: daysAgo(request.sentDaysAgo + 1, now) })
    const review = request.score
      ? await prisma.review.create({
          data: { userId, customerName: `Client ${index}`, score: request.score, comments: 'Lovely', source: 'glowfolio', status: 'visible' },
        })
      : null
    await prisma.reviewRequest.create({
      data: {
        userId,
        appointmentId: gig.id,
        email: `client-${index}-${gig.id}@example.com`,
        name: `Client ${index}`,
        queued: request.queued ?? true,
        sentAt: daysAgo(request.sentDaysAgo, now),
        openedAt: request.opened ? daysAgo(request.sentDaysAgo - 0.5, now) : null,
        reviewedAt: review ? daysAgo(request.sentDaysAgo - 0.5, now) : null,
        reviewId: review?.id ?? null,
      },
    })
  }
}

describe('the review request funnel', () => {
  it('counts the last 90 days in one query: sent, opened, reviewed, average', async () => {
    const { user } = await createOwner()
    const other = await createOwner()
    await seed(user.id, [
      { sentDaysAgo: 2, opened: true, score: 5 },
      { sentDaysAgo: 10, opened: true, score: 4 },
      { sentDaysAgo: 30, opened: true },
      { sentDaysAgo: 89 },
      // Dropped at the client-message caps: never sent.
      { sentDaysAgo: 5, queued: false },
      // Before the window.
      { sentDaysAgo: 91, opened: true, score: 1 },
    ])
    await seed(other.user.id, [{ sentDaysAgo: 3, opened: true, score: 2 }])

    const query = vi.spyOn(pg.Client.prototype, 'query')
    const funnel = await getReviewFunnel({ user, now: NOW })
    const queries = query.mock.calls.length
    query.mockRestore()
    expect(funnel).toEqual({ days: 90, sent: 4, opened: 3, reviewed: 2, averageScore: 4.5 })
    expect(queries).toBe(1)

    const empty = await createOwner()
    expect(await getReviewFunnel({ user: empty.user, now: NOW })).toEqual({ days: 90, sent: 0, opened: 0, reviewed: 0, averageScore: null })
  })

  it('answers the owner her own funnel only', async () => {
    const { user, token } = await createOwner()
    await seed(user.id, [{ sentDaysAgo: 1, opened: true, score: 5 }], new Date())
    const other = await createOwner()
    await seed(other.user.id, [{ sentDaysAgo: 1 }], new Date())
    expect((await callRoute(funnelRoute, { token })).body).toEqual({ days: 90, sent: 1, opened: 1, reviewed: 1, averageScore: 5 })
    expect((await callRoute(funnelRoute, {})).status).toBe(401)
    expect((await callRoute(funnelRoute, { token: other.token })).body).toEqual({ days: 90, sent: 1, opened: 0, reviewed: 0, averageScore: null })
    // Nothing a query string says widens it.
    expect((await callRoute(funnelRoute, { token: other.token, query: { userId: user.id, days: 100000 } })).body).toMatchObject({ reviewed: 0 })
  })
})
