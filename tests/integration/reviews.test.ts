// Reviews: the public form's POST, the owner's list, show/hide and photos, notifications, imports.
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GET as listRoute, PATCH as patchRoute, POST as postRoute } from '@/app/v1/review/route'
import { POST as markSeen } from '@/app/v1/review/mark-as-seen/route'
import { POST as importRoute } from '@/app/v1/util/import-reviews-zendesk/route'
import { CARD_TEMPLATE_OPTIONS } from '@/lib/cards/template-options'
import { prisma } from '@/lib/db'
import { getTodayReviewLoop } from '@/lib/review-requests/today'
import { PLACEHOLDER_COMMENTS } from '@/lib/reviews/placeholders'
import type { ReviewList, ReviewResponse } from '@/lib/reviews/schema'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'
import { createImageFor, createReviewFor } from '../factories/reviews'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const review = (userId: string, extra: Record<string, unknown> = {}) => ({ userId, customerName: 'Mia', score: 5, comments: 'Loved it', ...extra })

describe('POST /v1/review (public)', () => {
  it("stores a review from the owner's own link as visible and notifies the owner", async () => {
    const { user } = await createOwner()
    const photo = await createImageFor(user.id, `/uploads/${randomBytes(4).toString('hex')}.jpg`)
    const { status, body } = await callRoute<ReviewResponse>(postRoute, { body: review(user.id, { images: [photo.src] }), headers: fromIp() })
    expect(status).toBe(201)
    expect(body).toMatchObject({ status: 'visible', source: 'glowfolio', score: 5, images: [photo.src], placeholder: false })
    const notification = await prisma.notification.findFirstOrThrow({ where: { userId: user.id, type: 'review' } })
    expect(notification).toMatchObject({ img: photo.src, seenAt: null })
    // Five stars go to Instagram in one tap: the notification opens her card, a story with her photo.
    expect(notification.message).toMatch(/ left you 5 stars\. Share .+’s? review$/)
    const template = new URL(notification.link!, 'http://x').searchParams.get('template')
    expect(notification.link).toMatch(new RegExp(`^/dashboard/manage-reviews/generate-card/${body._id}\\?template=`))
    expect(CARD_TEMPLATE_OPTIONS.find((option) => option.id === template)).toMatchObject({ type: 'story', imagesNeeded: 1 })
    const today = await getTodayReviewLoop({ user })
    expect(today.share).toEqual([
      { reviewId: body._id, title: expect.stringMatching(/^Share .+’s? review$/), score: 5, photo: photo.src, href: notification.link },
    ])

    // Three stars: a plain notification, and nothing to share.
    const { user: other } = await createOwner()
    await callRoute<ReviewResponse>(postRoute, { body: review(other.id, { score: 3 }), headers: fromIp() })
    expect(await prisma.notification.findFirstOrThrow({ where: { userId: other.id, type: 'review' } })).toMatchObject({ link: '/dashboard/reviews' })
    expect((await getTodayReviewLoop({ user: other })).share).toEqual([])
  })

  it('stores a forged "visible" as hidden when the source is not ours', async () => {
    const { user } = await createOwner()
    const { body } = await callRoute<ReviewResponse>(postRoute, { body: review(user.id, { status: 'visible', source: 'Zendesk' }), headers: fromIp() })
    expect(body.status).toBe('hidden')
    expect((await prisma.review.findUniqueOrThrow({ where: { id: body._id } })).status).toBe('hidden')
  })

  it('refuses an unknown business, bad scores, empty fields, 4 photos and photos not uploaded for this owner', async () => {
    const { user } = await createOwner()
    const other = await createOwner()
    const theirs = { userId: { in: [user.id, other.user.id] } }
    const before = await prisma.review.count({ where: theirs })
    expect((await callRoute<Err>(postRoute, { body: review('no-such-owner'), headers: fromIp() })).status).toBe(404)
    for (const bad of [{ score: 0 }, { score: 6 }, { score: 2.5 }, { customerName: ' ' }, { comments: '' }]) {
      expect((await callRoute(postRoute, { body: review(user.id, bad), headers: fromIp() })).status).toBe(422)
    }
    const photos = await Promise.all([1, 2, 3, 4].map((n) => createImageFor(user.id, `/uploads/${n}-${randomBytes(3).toString('hex')}.jpg`)))
    const four = await callRoute<Err>(postRoute, { body: review(user.id, { images: photos.map((p) => p.src) }), headers: fromIp() })
    expect(four.status).toBe(422)
    expect(four.body.error.fields?.images).toBe('Up to 3 pictures')
    const foreign = await createImageFor(other.user.id, `/uploads/other-${randomBytes(3).toString('hex')}.jpg`)
    expect((await callRoute(postRoute, { body: review(user.id, { images: [foreign.src] }), headers: fromIp() })).status).toBe(404)
    expect((await callRoute(postRoute, { body: review(user.id, { images: ['https://evil.example/x.jpg'] }), headers: fromIp() })).status).toBe(404)
    expect(await prisma.review.count({ where: theirs })).toBe(before)
  })

  it('is rate limited by address', async () => {
    const { user } = await createOwner()
    const headers = fromIp()
    for (let i = 0; i < 10; i++) await callRoute(postRoute, { body: review(user.id), headers })
    expect((await callRoute(postRoute, { body: review(user.id), headers })).status).toBe(429)
  })
})

describe('GET /v1/review', () => {
  it('shows a new owner placeholder examples that count for nothing', async () => {
    const { token } = await createOwner()
    const { body } = await callRoute<ReviewList>(listRoute, { token })
    expect(body.reviews).toHaveLength(2)
    expect(body.reviews.every((r) => r.placeholder && r.comments === PLACEHOLDER_COMMENTS)).toBe(true)
    expect(body).toMatchObject({ avgReviewScore: null, visibleCount: 0 })
  })

  it('filters by status and averages visible reviews only', async () => {
    const { user, token } = await createOwner()
    await createReviewFor(user.id, { score: 5 })
    await createReviewFor(user.id, { score: 4 })
    await createReviewFor(user.id, { score: 1, status: 'hidden' })
    const all = await callRoute<ReviewList>(listRoute, { token })
    expect(all.body.reviews).toHaveLength(3)
    expect(all.body).toMatchObject({ avgReviewScore: 4.5, visibleCount: 2 })
    expect((await callRoute<ReviewList>(listRoute, { token, query: { status: 'hidden' } })).body.reviews.map((r) => r.score)).toEqual([1])
    expect((await callRoute<ReviewList>(listRoute, { token, query: { status: 'visible' } })).body.reviews).toHaveLength(2)
    expect((await callRoute(listRoute, { token, query: { status: 'secret' } })).status).toBe(422)
  })

  it("never shows another owner's reviews, and needs a token", async () => {
    const first = await createOwner()
    await createReviewFor(first.user.id, { customerName: 'Only For First' })
    const second = await createOwner()
    const { body } = await callRoute<ReviewList>(listRoute, { token: second.token })
    expect(JSON.stringify(body)).not.toContain('Only For First')
    expect((await callRoute(listRoute)).status).toBe(401)
  })

  it('averages match a recomputation over random review sets', async () => {
    const { user, token } = await createOwner()
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ score: fc.integer({ min: 1, max: 5 }), visible: fc.boolean() }), { maxLength: 25 }), async (set) => {
        await prisma.review.deleteMany({ where: { userId: user.id } })
        await prisma.review.createMany({
          data: set.map((r) => ({
            userId: user.id,
            customerName: 'X',
            comments: 'Y',
            source: 'glowfolio',
            score: r.score,
            status: r.visible ? ('visible' as const) : ('hidden' as const),
          })),
        })
        const visible = set.filter((r) => r.visible)
        const sum = visible.reduce((total, r) => total + r.score, 0)
        // Integer arithmetic: round half up to one decimal.
        const expected = visible.length ? Math.floor((20 * sum + visible.length) / (2 * visible.length)) / 10 : null
        const { body } = await callRoute<ReviewList>(listRoute, { token })
        expect(body.avgReviewScore).toBe(expected)
        expect(body.visibleCount).toBe(visible.length)
      }),
      { numRuns: 40 },
    )
  })
})

describe('PATCH /v1/review', () => {
  it('hides and shows a review, and the average follows', async () => {
    const { user, token } = await createOwner()
    const low = await createReviewFor(user.id, { score: 2 })
    await createReviewFor(user.id, { score: 5 })
    const hidden = await callRoute<ReviewResponse>(patchRoute, { token, body: { _id: low.id, status: 'hidden' } })
    expect(hidden.body.status).toBe('hidden')
    expect((await callRoute<ReviewList>(listRoute, { token })).body.avgReviewScore).toBe(5)
    await callRoute(patchRoute, { token, body: { _id: low.id, status: 'visible' } })
    expect((await callRoute<ReviewList>(listRoute, { token })).body.avgReviewScore).toBe(3.5)
  })

  it('sets photos to the owner’s own images only', async () => {
    const { user, token } = await createOwner()
    const r = await createReviewFor(user.id)
    const mine = await createImageFor(user.id, `/uploads/mine-${randomBytes(3).toString('hex')}.jpg`)
    expect((await callRoute<ReviewResponse>(patchRoute, { token, body: { _id: r.id, images: [mine.src] } })).body.images).toEqual([mine.src])
    expect((await callRoute(patchRoute, { token, body: { _id: r.id, images: ['/uploads/not-mine.jpg'] } })).status).toBe(404)
    expect((await callRoute<ReviewResponse>(patchRoute, { token, body: { _id: r.id, images: [] } })).body.images).toEqual([])
  })

  it("cannot touch another owner's review, and refuses bad input and no token", async () => {
    const first = await createOwner()
    const theirs = await createReviewFor(first.user.id)
    const second = await createOwner()
    expect((await callRoute(patchRoute, { token: second.token, body: { _id: theirs.id, status: 'hidden' } })).status).toBe(404)
    expect((await prisma.review.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('visible')
    expect((await callRoute(patchRoute, { token: first.token, body: { _id: theirs.id, status: 'deleted' } })).status).toBe(422)
    expect((await callRoute(patchRoute, { token: first.token, body: { _id: theirs.id } })).status).toBe(422)
    expect((await callRoute(patchRoute, { body: { _id: theirs.id, status: 'hidden' } })).status).toBe(401)
  })
})

describe('POST /v1/review/mark-as-seen', () => {
  it("clears the owner's review notifications only", async () => {
    const first = await createOwner()
    const second = await createOwner()
    for (const owner of [first, second]) await prisma.notification.create({ data: { userId: owner.user.id, type: 'review', message: 'New review' } })
    expect((await callRoute(markSeen, { token: first.token })).body).toEqual({ cleared: 1 })
    expect(await prisma.notification.count({ where: { userId: second.user.id, seenAt: null } })).toBe(1)
    expect((await callRoute(markSeen)).status).toBe(401)
  })
})

describe('POST /v1/util/import-reviews-zendesk', () => {
  it('records the links and e-mails the team, replying to the owner', async () => {
    const { user, token } = await createOwner()
    const result = await callRoute(importRoute, { token, body: { body: 'https://www.google.com/maps/place/mia\nhttps://facebook.com/mia/reviews' } })
    expect(result).toMatchObject({ status: 200, body: 'success' })
    expect(await prisma.reviewImportRequest.count({ where: { userId: user.id } })).toBe(1)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { replyTo: user.email } })
    expect(mail.html).toContain('google.com/maps/place/mia')
  })

  it('takes 3 requests a day per owner, then says to wait for our reply', async () => {
    const { user, token } = await createOwner()
    for (let i = 0; i < 3; i++) expect((await callRoute(importRoute, { token, body: { body: `https://example.com/reviews/${i}` } })).status).toBe(200)
    const over = await callRoute<Err>(importRoute, { token, body: { body: 'https://example.com/reviews/again' } })
    expect(over.status).toBe(429)
    expect(over.body.error.message).toBe('You have asked us to import reviews 3 times today. We are on it: please wait for our reply before asking again.')
    expect(await prisma.reviewImportRequest.count({ where: { userId: user.id } })).toBe(3)
    const other = await createOwner()
    expect((await callRoute(importRoute, { token: other.token, body: { body: 'https://example.com/mine' } })).status).toBe(200)
  })

  it('refuses empty text with the message naming Glowfolio, and needs a token', async () => {
    const { user, token } = await createOwner()
    const result = await callRoute<Err>(importRoute, { token, body: { body: '   ' } })
    expect(result.status).toBe(422)
    expect(result.body.error.message).toBe('Please list the links for Glowfolio to collect reviews')
    expect(await prisma.reviewImportRequest.count({ where: { userId: user.id } })).toBe(0)
    expect((await callRoute(importRoute, { body: { body: 'x' } })).status).toBe(401)
  })
})
