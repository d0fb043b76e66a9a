// The review card PNG route, the e-mail call and the card page's review read.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GET as cardPng } from '@/app/(app)/review/generate-card/[reviewId]/route'
import { GET as getReview } from '@/app/v1/review/[reviewId]/route'
import { PATCH as patchReview } from '@/app/v1/review/route'
import { PATCH as patchUser } from '@/app/v1/user/[id]/route'
import { POST as routeReviewCard } from '@/app/v1/util/route-review-card/route'
import { findShareableCard, renderShareableCard } from '@/lib/cards/find-card'
import { clearCardImageCache, croppedPhotoKey } from '@/lib/cards/images'
import { prerenderCard, recentlyShownReviews } from '@/lib/cards/prerender-cards'
import { prisma } from '@/lib/db'
import { createSiteRenders, siteRenderKey, storedAnswer } from '@/lib/http/site-renders.mjs'
import { cardStorageKey } from '@/lib/cards/stored-card'
import type { EmailAttachment } from '@/lib/mail/outbox'
import { getStorage } from '@/lib/storage/get-storage'
import { endExpiredTrials } from '@/lib/subscriptions/end-subscriptions'
import { createReview, subscribeToReviewCards } from '../factories/review-cards'
import { createOwner } from '../factories/users'
import { callRoute } from '../support/call-route'

async function ownerWithCards() {
  const owner = await createOwner({ profileImg: '/demo/profile.jpg', businessName: 'Glow by Mia' })
  await subscribeToReviewCards(owner.user.id)
  return owner
}

async function fetchCard(reviewId: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const url = `/review/generate-card/${reviewId}`
  const request = new Request(new URL(`${url}?${new URLSearchParams(query)}`, 'http://localhost:3000'), { headers })
  const { NextRequest } = await import('next/server')
  const response = await cardPng(new NextRequest(request), { params: Promise.resolve({ reviewId }) })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const errorOf = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')).error as { code: string; message: string }

describe('GET /review/generate-card/:reviewId', () => {
  it('answers a feed card as a 500x500 PNG and a story card as 540x960, with cache headers', async () => {
    const { user } = await ownerWithCards()
    const review = await createReview(user.id)
    const feed = await fetchCard(review.id)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('image/png')
    expect(feed.headers.get('cache-control')).toBe('public, no-cache')
    expect(feed.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(await sharp(feed.bytes).metadata()).toMatchObject({ width: 500, height: 500 })
    const story = await fetchCard(review.id, { id: 'story-1', source: 'glowfolio' })
    expect(story.status).toBe(200)
    expect(await sharp(story.bytes).metadata()).toMatchObject({ width: 540, height: 960 })
    expect(story.headers.get('etag')).not.toBe(feed.headers.get('etag'))
  })

  it('answers 304 to a matching If-None-Match, and a new ETag when the review, the logo or the template changes', async () => {
    const { user } = await ownerWithCards()
    const review = await createReview(user.id)
    const first = await fetchCard(review.id, { id: '5' })
    const etag = first.headers.get('etag')!
    const again = await fetchCard(review.id, { id: '5' }, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)

    await prisma.review.update({ where: { id: review.id }, data: { comments: 'Even better the second time.' } })
    const afterReview = (await fetchCard(review.id, { id: '5' })).headers.get('etag')
    expect(afterReview).not.toBe(etag)

    await prisma.user.update({ where: { id: user.id }, data: { profileImg: '/demo/photo-01.jpg' } })
    const afterLogo = (await fetchCard(review.id, { id: '5' })).headers.get('etag')
    expect(afterLogo).not.toBe(afterReview)
    expect((await fetchCard(review.id, { id: '9' })).headers.get('etag')).not.toBe(afterLogo)
  })

  it('refuses a hidden review', async () => {
    const { user } = await ownerWithCards()
    const review = await createReview(user.id, { status: 'hidden' })
    const response = await fetchCard(review.id)
    expect(response.status).toBe(403)
    expect(errorOf(response.bytes).message).toBe('This review is hidden. Show it on your reviews page to share it as a card.')
  })

  it('refuses a template that needs more photos than the review has', async () => {
    const { user } = await ownerWithCards()
    const oneImage = await createReview(user.id, { images: ['/demo/photo-02.jpg'] })
    const noImage = await createReview(user.id, { images: [] })
    for (const [reviewId, template] of [
      [oneImage.id, '6'],
      [noImage.id, 'story-1'],
      [noImage.id, '1'],
    ]) {
      const response = await fetchCard(reviewId, { id: template })
      expect(response.status).toBe(422)
      expect(errorOf(response.bytes).message).toBe('Not enough images for this template.')
    }
    expect((await fetchCard(noImage.id, { id: 'default' })).status).toBe(200)
  })

  it('refuses unknown templates and reviews, placeholders, and a source the review does not have', async () => {
    const { user } = await ownerWithCards()
    const review = await createReview(user.id)
    expect((await fetchCard(review.id, { id: 'story-21' })).status).toBe(404)
    expect((await fetchCard('no-such-review')).status).toBe(404)
    const placeholder = await createReview(user.id, { placeholder: true })
    expect((await fetchCard(placeholder.id)).status).toBe(422)
    const claimed = await fetchCard(review.id, { source: 'partner' })
    expect(claimed.status).toBe(422)
    const partnerReview = await createReview(user.id, { source: 'Zendesk' })
    expect((await fetchCard(partnerReview.id, { source: 'glowfolio' })).status).toBe(422)
    expect((await fetchCard(partnerReview.id, { source: 'partner' })).status).toBe(200)
  })

  it('draws a limited number of cards per address (RATE_LIMIT_CARD_RENDER); a 304, or a card drawn before, is never counted or refused', async () => {
    process.env.RATE_LIMIT_CARD_RENDER = '2/3600'
    try {
      const { user } = await ownerWithCards()
      const review = await createReview(user.id)
      const from = { 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` }
      const first = await fetchCard(review.id, { id: '5' }, from)
      expect(first.status).toBe(200)
      const cached = { ...from, 'if-none-match': first.headers.get('etag')! }
      for (let i = 0; i < 3; i++) expect((await fetchCard(review.id, { id: '5' }, cached)).status).toBe(304)
      expect((await fetchCard(review.id, { id: 'story-1' }, from)).status).toBe(200)

      await expect.poll(() => getStorage().exists(cardStorageKey(first.headers.get('etag')!))).toBe(true)
      expect((await fetchCard(review.id, { id: '5' }, from)).status).toBe(200)
      const refused = await fetchCard(review.id, { id: '9' }, from)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
      expect(errorOf(refused.bytes).message).toBe('Too many review cards from here. Please try again later.')
      expect((await fetchCard(review.id, { id: '5' }, cached)).status).toBe(304)
      expect((await fetchCard(review.id, { id: '5' }, { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` })).status).toBe(200)
    } finally {
      delete process.env.RATE_LIMIT_CARD_RENDER
    }
  })

  it('needs the review-cards subscription or its running trial', async () => {
    const { user } = await createOwner()
    const review = await createReview(user.id)
    const without = await fetchCard(review.id)
    expect(without.status).toBe(403)
    expect(errorOf(without.bytes).message).toMatch(/Review cards need the Review Cards feature/)
    await subscribeToReviewCards(user.id, { status: 'trialing', trialEndsAt: new Date(Date.now() - 1000) })
    expect((await fetchCard(review.id)).status).toBe(403)
    await subscribeToReviewCards(user.id, { status: 'trialing', trialEndsAt: new Date(Date.now() + 86_400_000) })
    expect((await fetchCard(review.id)).status).toBe(200)
  })
})

describe('cards are drawn once', () => {
  afterEach(() => vi.restoreAllMocks())

  const storedBytes = async (etag: string) => (await getStorage().get(cardStorageKey(etag)))?.body
  const stored = (etag: string) => expect.poll(() => getStorage().exists(cardStorageKey(etag))).toBe(true)

  it('stores a card under its ETag, answers later requests from storage, and the stored card is byte-identical to a fresh render', async () => {
    const { user } = await ownerWithCards()
    const review = await createReview(user.id)
    const first = await fetchCard(review.id, { id: 'story-3' })
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag')!
    await stored(etag)
    expect((await storedBytes(etag))!.equals(first.bytes)).toBe(true)

    const put = vi.spyOn(getStorage(), 'put')
    const again = await fetchCard(review.id, { id: 'story-3' })
    expect(again.status).toBe(200)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.bytes.equals(first.bytes)).toBe(true)
    expect(put, 'a stored card is not drawn or stored again').not.toHaveBeenCalled()

    // Drawn again from nothing: no card, no cropped photo, nothing in memory.
    const card = await findShareableCard({ reviewId: review.id, templateId: 'story-3' })
    await getStorage().delete(card.template.layout.slots.map((slot, index) => croppedPhotoKey(review.images[index], slot)))
    clearCardImageCache()
    expect((await renderShareableCard(card)).equals(first.bytes)).toBe(true)
  })

  it('draws a new card under a new ETag when the business name changes, and leaves the old file as it was', async () => {
    const { user, token } = await ownerWithCards()
    const review = await createReview(user.id)
    const before = await fetchCard(review.id, { id: 'story-3' })
    const oldEtag = before.headers.get('etag')!
    await stored(oldEtag)

    expect((await callRoute(patchUser, { token, params: { id: user.id }, body: { businessName: 'Mia Rose Artistry' } })).status).toBe(200)
    const after = await fetchCard(review.id, { id: 'story-3' })
    expect(after.status).toBe(200)
    const newEtag = after.headers.get('etag')!
    expect(newEtag).not.toBe(oldEtag)
    expect(after.bytes.equals(before.bytes), 'the card shows the new name').toBe(false)
    await stored(newEtag)
    expect((await storedBytes(newEtag))!.equals(after.bytes)).toBe(true)
    expect((await storedBytes(oldEtag))!.equals(before.bytes), 'the old card is untouched').toBe(true)
    expect((await fetchCard(review.id, { id: 'story-3' }, { 'if-none-match': oldEtag })).status).toBe(200)
  })

  it('prerenders the owner’s chosen template when a review becomes visible, once', async () => {
    const { user, token } = await ownerWithCards()
    await prisma.user.update({ where: { id: user.id }, data: { reviewCardTemplate: 'story-6' } })
    const review = await createReview(user.id, { status: 'hidden' })
    const queued = async () => (await recentlyShownReviews()).filter((card) => card.reviewId === review.id)

    expect(await queued(), 'a hidden review has no card to prerender').toEqual([])
    expect((await callRoute(patchReview, { token, body: { _id: review.id, status: 'visible' } })).status).toBe(200)
    const [card] = await queued()
    expect(card).toEqual({ reviewId: review.id, templateId: 'story-6' })
    const key = cardStorageKey((await findShareableCard(card)).etag)
    expect(await getStorage().exists(key)).toBe(false)

    expect(await prerenderCard(card)).toBe(true)
    expect(await getStorage().exists(key), 'stored by the job').toBe(true)
    const put = vi.spyOn(getStorage(), 'put')
    expect(await prerenderCard(card), 'a stored card is not drawn again').toBe(false)
    const served = await fetchCard(review.id, { id: 'story-6' })
    expect(served.bytes.equals((await getStorage().get(key))!.body)).toBe(true)
    expect(put).not.toHaveBeenCalled()
  })

  it('prerenders nothing for an owner without the feature, nor a chosen template the review has too few photos for', async () => {
    const { user } = await createOwner({ reviewCardTemplate: 'default' })
    const withoutFeature = await createReview(user.id)
    const cards = await ownerWithCards()
    await prisma.user.update({ where: { id: cards.user.id }, data: { reviewCardTemplate: '6' } })
    const onePhoto = await createReview(cards.user.id, { images: ['/demo/photo-02.jpg'] })
    const put = vi.spyOn(getStorage(), 'put')
    expect(await prerenderCard({ reviewId: withoutFeature.id, templateId: 'default' })).toBe(false)
    expect(await prerenderCard({ reviewId: onePhoto.id, templateId: '6' })).toBe(false)
    expect(put).not.toHaveBeenCalled()
  })

  it('draws and answers the card when storage fails or hangs: never a 5xx because of storage, and the prerender job goes on', async () => {
    const { user } = await ownerWithCards()
    const review = await createReview(user.id)
    vi.spyOn(getStorage(), 'get').mockRejectedValue(new Error('storage is down'))
    vi.spyOn(getStorage(), 'put').mockRejectedValue(new Error('storage is down'))
    const failing = await fetchCard(review.id, { id: '2' })
    expect(failing.status).toBe(200)
    expect(await sharp(failing.bytes).metadata()).toMatchObject({ format: 'png', width: 500, height: 500 })

    vi.spyOn(getStorage(), 'get').mockReturnValue(new Promise(() => undefined))
    const started = performance.now()
    const hanging = await fetchCard(review.id, { id: '2' })
    expect(hanging.status).toBe(200)
    expect(hanging.bytes.equals(failing.bytes)).toBe(true)
    expect(performance.now() - started, 'storage given up on, not waited for').toBeLessThan(10_000)

    vi.spyOn(getStorage(), 'exists').mockRejectedValue(new Error('storage is down'))
    expect(await prerenderCard({ reviewId: review.id, templateId: '2' }), 'the job logs it and goes on to the next review').toBe(false)
  })
})

describe('cards kept in memory, which server.mjs answers before Next', () => {
  const host = { host: 'app.test' }
  const keptAt = (reviewId: string, templateId: string) => siteRenderKey(host.host, `/review/generate-card/${reviewId}?id=${templateId}`)

  it('keeps the card answered, and forgets it when the owner hides the review, renames her business or her trial of the feature ends', async () => {
    const renders = createSiteRenders('http://127.0.0.1:9', process.env.AUTH_SECRET)
    renders.live = true
    try {
      const { user, token } = await createOwner({ profileImg: '/demo/profile.jpg', businessName: 'Glow by Mia' })
      await subscribeToReviewCards(user.id, { status: 'trialing', trialEndsAt: new Date(Date.now() + 60_000) })
      const review = await createReview(user.id)
      const key = keptAt(review.id, 'story-3')
      const keptAfter = async () => {
        const answered = await fetchCard(review.id, { id: 'story-3' }, host)
        expect(answered.status).toBe(200)
        const kept = renders.get(key)!
        expect(kept.etag).toBe(answered.headers.get('etag'))
        expect(kept.identity.equals(answered.bytes)).toBe(true)
        expect(kept.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, no-cache', 'x-frame-options': 'DENY' })
        expect(storedAnswer(kept, { method: 'GET' }).headers['content-length']).toBe(String(answered.bytes.length))
        const notModified = storedAnswer(kept, { method: 'GET', ifNoneMatch: kept.etag })
        expect([notModified.status, notModified.headers['content-length']]).toEqual([304, undefined])
      }

      await keptAfter()
      expect((await callRoute(patchReview, { token, body: { _id: review.id, status: 'hidden' } })).status).toBe(200)
      expect(renders.get(key)).toBeNull()
      expect((await fetchCard(review.id, { id: 'story-3' }, host)).status).toBe(403)
      expect(renders.get(key), 'a refusal is not kept').toBeNull()

      expect((await callRoute(patchReview, { token, body: { _id: review.id, status: 'visible' } })).status).toBe(200)
      await keptAfter()
      expect((await callRoute(patchUser, { token, params: { id: user.id }, body: { businessName: 'Mia Rose Artistry' } })).status).toBe(200)
      expect(renders.get(key)).toBeNull()

      await keptAfter()
      await prisma.subscription.updateMany({ where: { userId: user.id }, data: { trialEndsAt: new Date(Date.now() - 1_000) } })
      await endExpiredTrials()
      expect(renders.get(key)).toBeNull()
      expect((await fetchCard(review.id, { id: 'story-3' }, host)).status).toBe(403)
    } finally {
      renders.live = false
    }
  })
})

describe('POST /v1/util/route-review-card', () => {
  it('renders the card and e-mails it to the owner, attached and linked', async () => {
    const { user, token } = await ownerWithCards()
    const review = await createReview(user.id)
    const response = await callRoute<{ url: string; width: number; height: number; emailedTo: string }>(routeReviewCard, {
      token,
      body: { url: 'https://evil.example/card.png', userId: user.id, width: 540, height: 960, reviewId: review.id, reviewTemplateId: 'story-3' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ width: 540, height: 960, emailedTo: user.email })
    expect(response.body.url).toBe(`http://localhost:3000/review/generate-card/${review.id}?id=story-3&source=glowfolio`)

    const email = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email } })
    expect(email.subject).toBe('Your review card from Sophie Nguyen')
    expect(email.html).toContain(response.body.url.replace(/&/g, '&amp;'))
    const [attachment] = email.attachments as EmailAttachment[]
    expect(attachment).toMatchObject({ filename: 'review-card-sophie-nguyen-story-3.png', contentType: 'image/png' })
    expect(await sharp(Buffer.from(attachment.content, 'base64')).metadata()).toMatchObject({ width: 540, height: 960, format: 'png' })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).reviewCardTemplate).toBe('story-3')
  })

  it('refuses bad input and changes nothing', async () => {
    const { user, token } = await ownerWithCards()
    const review = await createReview(user.id, { images: [] })
    const missing = await callRoute<{ error: { fields: Record<string, string> } }>(routeReviewCard, { token, body: { reviewId: review.id } })
    expect(missing.status).toBe(422)
    expect(missing.body.error.fields.reviewTemplateId).toBe('Choose a card template')
    expect((await callRoute(routeReviewCard, { token, body: { reviewId: review.id, reviewTemplateId: 'default', width: 540, height: 960 } })).status).toBe(422)
    const notEnough = await callRoute<{ error: { message: string } }>(routeReviewCard, { token, body: { reviewId: review.id, reviewTemplateId: '6' } })
    expect(notEnough.status).toBe(422)
    expect(notEnough.body.error.message).toBe('Not enough images for this template.')
    expect(await prisma.emailOutbox.count({ where: { to: user.email } })).toBe(0)
  })

  it('needs a signed-in owner', async () => {
    const { user } = await ownerWithCards()
    const review = await createReview(user.id)
    expect((await callRoute(routeReviewCard, { body: { reviewId: review.id, reviewTemplateId: 'default' } })).status).toBe(401)
  })

  it('never lets another owner e-mail themselves someone else’s card', async () => {
    const first = await ownerWithCards()
    const second = await ownerWithCards()
    const review = await createReview(first.user.id)
    const asOther = await callRoute(routeReviewCard, { token: second.token, body: { reviewId: review.id, reviewTemplateId: 'default' } })
    expect(asOther.status).toBe(404)
    const claimingToBeFirst = await callRoute(routeReviewCard, {
      token: second.token,
      body: { reviewId: review.id, reviewTemplateId: 'default', userId: first.user.id },
    })
    expect(claimingToBeFirst.status).toBe(403)
    expect(await prisma.emailOutbox.count({ where: { to: { in: [first.user.email, second.user.email] } } })).toBe(0)
  })
})

describe('GET /v1/review/:reviewId', () => {
  it('answers what the card page needs and nothing private', async () => {
    const { user } = await ownerWithCards()
    const review = await createReview(user.id)
    const response = await callRoute<Record<string, unknown>>(getReview, { params: { reviewId: review.id } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      _id: review.id,
      status: 'visible',
      customerName: 'Sophie Nguyen',
      score: 5,
      comments: review.comments,
      date: review.date.toISOString(),
      images: review.images,
      source: 'glowfolio',
      user: { _id: user.id, businessName: 'Glow by Mia', profileImg: '/demo/profile.jpg' },
    })
  })

  it('shows a hidden review to its owner only', async () => {
    const owner = await ownerWithCards()
    const other = await ownerWithCards()
    const review = await createReview(owner.user.id, { status: 'hidden' })
    expect((await callRoute(getReview, { params: { reviewId: review.id } })).status).toBe(404)
    expect((await callRoute(getReview, { params: { reviewId: review.id }, token: other.token })).status).toBe(404)
    expect((await callRoute(getReview, { params: { reviewId: review.id }, token: owner.token })).status).toBe(200)
    expect((await callRoute(getReview, { params: { reviewId: 'x'.repeat(65) } })).status).toBe(422)
  })
})

describe('the verified mark on a card (issue 38)', () => {
  it("shows 'Verified client · March 2027' when the artist asks, only for a review posted through her thank-you's link", async () => {
    const { user, token } = await ownerWithCards()
    const review = await createReview(user.id)
    const plain = await fetchCard(review.id)
    const refused = await fetchCard(review.id, { verified: '1' })
    expect(refused.status).toBe(422)
    expect(errorOf(refused.bytes).message).toBe('Only a review posted through your thank-you link can show the verified mark.')
    expect((await fetchCard(review.id, { verified: 'yes' })).status).toBe(422)

    await prisma.review.update({ where: { id: review.id }, data: { verifiedGigDate: new Date('2027-03-14T00:00:00Z') } })
    const card = await findShareableCard({ reviewId: review.id, templateId: 'default', verified: true })
    expect(card.mark).toBe('Verified client · March 2027')
    const marked = await fetchCard(review.id, { verified: '1' })
    expect(marked.status).toBe(200)
    expect(marked.headers.get('etag')).not.toBe((await fetchCard(review.id)).headers.get('etag'))
    expect(marked.bytes.equals(plain.bytes)).toBe(false)

    const emailed = await callRoute(routeReviewCard, {
      method: 'POST',
      token,
      body: { reviewId: review.id, reviewTemplateId: 'default', verified: true },
    })
    expect(emailed.status).toBe(200)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: 'desc' } })
    expect(mail.text).toContain('verified=1')
  })
})
