// The thank-you after a gig (issue 38), on the real database with a fixed clock: a Sydney gig that ended
// yesterday is asked for its review at 10:00 Sydney time, reminded once three days later, and never
// again after a review through her link, an unsubscribe, a full refund or a cancellation. Runs twice, or
// at once, send nothing twice.
import { describe, expect, it } from 'vitest'
import { addDaysTo, clockInstant } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { signedToken } from '@/lib/review-requests/link'
import { openReviewRequest } from '@/lib/review-requests/open-request'
import { sendReviewRequests } from '@/lib/review-requests/send-review-requests'
import { verifiedMark } from '@/lib/review-requests/verified'
import { createReview } from '@/lib/reviews/create-review'
import { getSiteBySlug } from '@/lib/site/get-site'
import { siteJsonLd } from '@/lib/site/json-ld'
import { GET as getSettings, PATCH as patchSettings } from '@/app/v1/review-request/settings/route'
import { POST as unsubscribeRoute } from '@/app/v1/review-request/unsubscribe/route'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

const SYDNEY = 'Australia/Sydney'
// Far ahead, clear of the gigs other suites make: the job runs over every owner.
const GIG_DAY = dayFromToday(520)
const at = (days: number, time: string) => clockInstant(addDaysTo(GIG_DAY, days), time, SYDNEY)
const run = (now: Date) => sendReviewRequests({ now, sms: null })
const mailTo = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })

async function sydneyGig(overrides: Parameters<typeof createGigFor>[1] = {}) {
  const { user, token } = await createOwner({ timeZone: SYDNEY, businessName: 'Glow by Mia' })
  const gig = await createGigFor(user.id, { status: 'booked', date: new Date(`${GIG_DAY}T00:00:00Z`), customerName: 'Zoe Harris', ...overrides })
  return { user, token, gig, email: gig.customerEmail! }
}

const unsubscribeTokenOf = (headers: unknown) => /token=([^>]+)>/.exec((headers as Record<string, string>)['List-Unsubscribe'])![1]

describe('review requests after a gig', () => {
  it('sends exactly one request at 10:00 Sydney time the next morning, with a one-click unsubscribe', async () => {
    const { email } = await sydneyGig()
    await run(at(1, '09:59'))
    expect(await mailTo(email)).toHaveLength(0)
    await run(at(1, '10:00'))
    await run(at(1, '10:15'))
    await run(at(2, '10:00'))
    const mail = await mailTo(email)
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe('Thank you from Glow by Mia')
    expect(mail[0].text).toContain('/post-review/')
    expect(mail[0].headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect((mail[0].headers as Record<string, string>)['List-Unsubscribe']).toMatch(/^<http.+\/v1\/review-request\/unsubscribe\?token=.+>$/)
    expect(await prisma.clientMessage.count({ where: { recipient: email } })).toBe(1)
  })

  it('sends one request when two runs go at once', async () => {
    const { email } = await sydneyGig()
    await Promise.all([run(at(1, '10:00')), run(at(1, '10:00')), run(at(1, '10:00'))])
    expect(await mailTo(email)).toHaveLength(1)
    expect(await prisma.reviewRequest.count({ where: { email } })).toBe(1)
  })

  it('reminds once three days later, and not at all after a review through her link', async () => {
    const { user, email } = await sydneyGig()
    await run(at(1, '10:00'))
    await run(at(4, '09:59'))
    expect(await mailTo(email)).toHaveLength(1)
    await Promise.all([run(at(4, '10:00')), run(at(4, '10:00'))])
    await run(at(5, '10:00'))
    const mail = await mailTo(email)
    expect(mail.map((message) => message.subject)).toEqual(['Thank you from Glow by Mia', 'A gentle reminder from Glow by Mia'])

    const second = await sydneyGig()
    await run(at(1, '10:00'))
    const request = await prisma.reviewRequest.findFirstOrThrow({ where: { email: second.email } })
    const token = signedToken('review', request.id)
    expect(await openReviewRequest({ userId: second.user.id, token })).toEqual({ customerName: 'Zoe Harris', reviewed: false })
    const review = await createReview({
      userId: second.user.id,
      customerName: 'Zoe H',
      score: 5,
      comments: 'Perfect glow',
      customerEmail: null,
      images: [],
      source: 'glowfolio',
      requestToken: token,
    })
    expect(review.verifiedGigDate).toBe(GIG_DAY)
    const stored = await prisma.review.findUniqueOrThrow({ where: { id: review._id } })
    expect(stored).toMatchObject({ appointmentId: second.gig.id, customerEmail: second.email })
    expect(await prisma.reviewRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ reviewId: review._id })
    expect((await prisma.reviewRequest.findUniqueOrThrow({ where: { id: request.id } })).openedAt).not.toBeNull()
    await run(at(4, '10:00'))
    expect(await mailTo(second.email)).toHaveLength(1)
    // The link used once: a second review through it is posted, unmarked.
    const again = await createReview({
      userId: second.user.id,
      customerName: 'Zoe H',
      score: 4,
      comments: 'Again',
      customerEmail: null,
      images: [],
      source: 'glowfolio',
      requestToken: token,
    })
    expect(again.verifiedGigDate).toBeNull()
    // The site, and search engines, show the mark on the verified review only.
    const site = (await getSiteBySlug(second.user.slug!))!
    const mark = verifiedMark(GIG_DAY)!
    expect(site.reviews.map((shown) => [shown.comments, shown.verified])).toEqual([
      ['Again', null],
      ['Perfect glow', mark],
    ])
    expect((siteJsonLd(site) as unknown as { review: unknown[] }).review).toEqual([
      expect.not.objectContaining({ disambiguatingDescription: expect.anything() }),
      expect.objectContaining({ reviewBody: 'Perfect glow', disambiguatingDescription: mark }),
    ])
    // Another owner's link, or a forged one, verifies nothing.
    const forged = await createReview({
      userId: user.id,
      customerName: 'Eve',
      score: 5,
      comments: 'Fake',
      customerEmail: null,
      images: [],
      source: 'glowfolio',
      requestToken: `${request.id}~forged`,
    })
    expect(forged.verifiedGigDate).toBeNull()
  })

  it('stops after a one-click unsubscribe, and remembers it for her next gig', async () => {
    const { user, email } = await sydneyGig()
    await run(at(1, '10:00'))
    const [first] = await mailTo(email)
    const token = decodeURIComponent(unsubscribeTokenOf(first.headers))
    // RFC 8058: the mail app POSTs the form; no session, no JSON.
    const answer = await callRoute(unsubscribeRoute, {
      method: 'POST',
      query: { token },
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(answer).toMatchObject({ status: 200, body: { unsubscribed: true, businessName: 'Glow by Mia' } })
    expect((await callRoute(unsubscribeRoute, { method: 'POST', query: { token } })).status).toBe(200)
    await run(at(4, '10:00'))
    expect(await mailTo(email)).toHaveLength(1)

    const next = await createGigFor(user.id, { status: 'booked', date: new Date(`${addDaysTo(GIG_DAY, 1)}T00:00:00Z`), customerEmail: email.toUpperCase() })
    await run(at(2, '10:00'))
    expect(await mailTo(email)).toHaveLength(1)
    expect(await prisma.reviewRequest.count({ where: { appointmentId: next.id } })).toBe(0)
    expect(await prisma.reviewOptOut.count({ where: { userId: user.id } })).toBe(1)
  })

  it('refuses a forged, missing or review-link token to unsubscribe', async () => {
    const { email } = await sydneyGig()
    await run(at(1, '10:00'))
    const request = await prisma.reviewRequest.findFirstOrThrow({ where: { email } })
    expect((await callRoute(unsubscribeRoute, { method: 'POST', query: { token: signedToken('review', request.id) } })).status).toBe(404)
    expect((await callRoute(unsubscribeRoute, { method: 'POST', query: { token: `${request.id}.nope` } })).status).toBe(404)
    expect((await callRoute(unsubscribeRoute, { method: 'POST' })).status).toBe(422)
    // An owner's session changes nothing: the signed link is the credential.
    const other = await createOwner()
    expect((await callRoute(unsubscribeRoute, { method: 'POST', token: other.token, query: { token: `${request.id}.nope` } })).status).toBe(404)
    expect(await prisma.reviewOptOut.count({ where: { email } })).toBe(0)
  })

  it('sends nothing for a gig refunded in full or cancelled, and no reminder once refunded', async () => {
    const refunded = await sydneyGig()
    await prisma.payment.create({
      data: { userId: refunded.user.id, appointmentId: refunded.gig.id, amountCents: 20000, refundedCents: 20000, method: 'cash' },
    })
    const cancelled = await sydneyGig({ status: 'cancelled', cancelledAt: new Date() })
    const partly = await sydneyGig()
    await prisma.payment.create({ data: { userId: partly.user.id, appointmentId: partly.gig.id, amountCents: 20000, refundedCents: 5000, method: 'cash' } })
    await run(at(1, '10:00'))
    expect(await mailTo(refunded.email)).toHaveLength(0)
    expect(await mailTo(cancelled.email)).toHaveLength(0)
    expect(await mailTo(partly.email)).toHaveLength(1)
    await prisma.payment.updateMany({ where: { appointmentId: partly.gig.id }, data: { refundedCents: 20000 } })
    await run(at(4, '10:00'))
    expect(await mailTo(partly.email)).toHaveLength(1)
  })

  it('follows the artist: her hour, her words, off, and a wedding party', async () => {
    const { user, token, email, gig } = await sydneyGig()
    const saved = await callRoute(patchSettings, {
      method: 'PATCH',
      token,
      body: { enabled: true, daysAfter: 2, hour: 18, message: 'Thank you for trusting me with your look!', weddingRecipients: 'party' },
    })
    expect(saved).toMatchObject({ status: 200, body: { daysAfter: 2, hour: 18, weddingRecipients: 'party' } })
    await prisma.quote.create({
      data: {
        userId: user.id,
        appointmentId: gig.id,
        party: [],
        travel: { kind: 'none' },
        feeRules: {},
        retainer: { kind: 'percent', percent: 30 },
        balanceDue: { kind: 'onTheDay' },
        cancellationTiers: [],
      },
    })
    const bridesmaid = `bridesmaid-${gig.id}@example.com`
    await prisma.paymentShare.createMany({
      data: [
        { appointmentId: gig.id, name: 'Ella Bridesmaid', email: bridesmaid, amountCents: 10000, position: 1, token: `t1-${gig.id}` },
        { appointmentId: gig.id, name: 'No Mail', email: null, amountCents: 10000, position: 2, token: `t2-${gig.id}` },
        { appointmentId: gig.id, name: 'Zoe Again', email: email.toUpperCase(), amountCents: 10000, position: 3, token: `t3-${gig.id}` },
      ],
    })
    await run(at(1, '10:00'))
    await run(at(2, '17:59'))
    expect(await mailTo(email)).toHaveLength(0)
    await run(at(2, '18:00'))
    expect((await mailTo(email))[0].text).toContain('Thank you for trusting me with your look!')
    expect(await mailTo(bridesmaid)).toHaveLength(1)
    expect(await prisma.reviewRequest.count({ where: { appointmentId: gig.id } })).toBe(2)

    const off = await sydneyGig()
    await callRoute(patchSettings, {
      method: 'PATCH',
      token: off.token,
      body: { enabled: false, daysAfter: 1, hour: 10, message: '', weddingRecipients: 'bride' },
    })
    await run(at(1, '10:00'))
    expect(await mailTo(off.email)).toHaveLength(0)
  })
})

describe('GET/PATCH /v1/review-request/settings', () => {
  it('answers the defaults, saves, refuses bad input and strangers', async () => {
    const { token, user } = await createOwner()
    const read = await callRoute(getSettings, { token })
    expect(read).toMatchObject({ status: 200, body: { enabled: true, daysAfter: 1, hour: 10, message: '', weddingRecipients: 'bride' } })
    const bad = await callRoute(patchSettings, {
      method: 'PATCH',
      token,
      body: { enabled: true, daysAfter: 30, hour: 3, message: 'x'.repeat(601), weddingRecipients: 'all' },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((bad.body as { error: { fields: object } }).error.fields).sort()).toEqual(['daysAfter', 'hour', 'message', 'weddingRecipients'])
    expect((await callRoute(getSettings, {})).status).toBe(401)
    expect((await callRoute(patchSettings, { method: 'PATCH', body: { enabled: false, daysAfter: 1, hour: 10 } })).status).toBe(401)
    // Another owner's token changes her own settings, never this owner's.
    const other = await createOwner()
    expect((await callRoute(patchSettings, { method: 'PATCH', token: other.token, body: { enabled: false, daysAfter: 3, hour: 9 } })).status).toBe(200)
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { reviewRequestsEnabled: true, reviewRequestDaysAfter: true } })).toEqual({
      reviewRequestsEnabled: true,
      reviewRequestDaysAfter: 1,
    })
  })
})
