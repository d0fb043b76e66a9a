// Public sites are served from stored renders (lib/http/site-renders.mjs). Every write that changes what
// a site shows must forget the owner's stored pages (siteChanged), and Postgres must carry that to every
// server process: here a store of this process holds a page of the owner's, each route or job makes its
// change, and the page must be gone. A change that does not show (a hidden review) keeps it.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startDnsStub } from '../support/dns-stub'

// The app reads DNS_RESOLVER from the environment at import: set it first, import after.
const dns = await startDnsStub()
process.env.DNS_RESOLVER = dns.address
afterAll(() => dns.close())

const { PATCH: patchUser } = await import('@/app/v1/user/[id]/route')
const { PATCH: applyThemeRoute } = await import('@/app/v1/user/route')
const { POST: checkDomainRoute } = await import('@/app/v1/user/custom-domain/check/route')
const { POST: trialRoute } = await import('@/app/v1/user/trial/route')
const { POST: subscribeRoute } = await import('@/app/v1/subscription/route')
const { POST: createAlbumRoute, PATCH: updateAlbumRoute } = await import('@/app/v1/album/route')
const { POST: deleteAlbumRoute } = await import('@/app/v1/album/delete-album/route')
const { POST: addToAlbumsRoute } = await import('@/app/v1/album/with-src-bulk/route')
const { POST: addUploadedRoute } = await import('@/app/v1/image/multiple/route')
const { POST: removeImagesRoute } = await import('@/app/v1/image/delete-images/route')
const { POST: postReviewRoute, PATCH: patchReviewRoute } = await import('@/app/v1/review/route')
const { POST: wizardRoute } = await import('@/app/v1/signup/[wizardStep]/route')
const { prisma } = await import('@/lib/db')
const { createSiteRenders } = await import('@/lib/http/site-renders.mjs')
const { listenForSiteChanges } = await import('@/lib/site/site-changed')
const { endExpiredTrials } = await import('@/lib/subscriptions/end-subscriptions')
const { callRoute } = await import('../support/call-route')
const { albumWith, storedImage } = await import('../factories/albums')
const { createReviewFor } = await import('../factories/reviews')
const { createOwner } = await import('../factories/users')

const renders = createSiteRenders('http://127.0.0.1:9', process.env.AUTH_SECRET)
beforeEach(() => {
  renders.live = true
})

/** A stored page of this owner's site, as the first visitor left it. */
function storePageOf(owner: { id: string; slug: string | null }) {
  const key = `sites.test/${owner.slug}`
  renders.put(key, { html: '<html>the site</html>', headers: {}, owner: owner.id }, renders.begin())
  expect(renders.get(key)).not.toBeNull()
  return { stillStored: () => renders.get(key) !== null }
}

async function ownerWithPage(overrides: Parameters<typeof createOwner>[0] = {}) {
  const owner = await createOwner(overrides)
  return { ...owner, page: storePageOf(owner.user) }
}

describe('every change a site shows forgets its stored pages', () => {
  it('the profile (name, photos, address, domain…)', async () => {
    const { user, token, page } = await ownerWithPage()
    const { status } = await callRoute(patchUser, {
      token,
      params: { id: user.id },
      body: { businessName: 'Renamed Beauty', slug: `renamed-${randomBytes(4).toString('hex')}` },
    })
    expect(status).toBe(200)
    expect(page.stillStored()).toBe(false)
  })

  it('the theme and its colours', async () => {
    const { user, token, page } = await ownerWithPage()
    expect((await callRoute(applyThemeRoute, { token, body: { _id: user.id, theme: 'basic', themeConfigs: {} } })).status).toBe(200)
    expect(page.stillStored()).toBe(false)
  })

  it('a setup step (the wizard names the site)', async () => {
    const { user, token, page } = await ownerWithPage({ wizardStep: 'businessName' })
    expect((await callRoute(wizardRoute, { token, params: { wizardStep: 'businessName' }, body: { businessName: 'Wizard Beauty' } })).status).toBe(200)
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { businessName: true } })).toEqual({ businessName: 'Wizard Beauty' })
    expect(page.stillStored()).toBe(false)
  })

  it('a custom domain proven by its TXT record', async () => {
    const name = `site-${randomBytes(4).toString('hex')}.com.au`
    const { user, token } = await createOwner()
    const saved = await callRoute<{ customDomainVerification: { records: { type: string; value: string }[] } }>(patchUser, {
      token,
      params: { id: user.id },
      body: { customDomain: name },
    })
    dns.setTxt(`_glowfolio-challenge.${name}`, [saved.body.customDomainVerification.records.find((record) => record.type === 'TXT')!.value])
    const page = storePageOf(user)
    expect((await callRoute(checkDomainRoute, { token })).status).toBe(200)
    expect(page.stillStored()).toBe(false)
  })

  it('albums: made, renamed or hidden, photos added, reordered or removed, deleted', async () => {
    const { user, token } = await createOwner()
    const [first, second] = [await storedImage(user.id), await storedImage(user.id)]
    const album = await albumWith(user.id, [first.id])
    const steps = [
      () => callRoute(createAlbumRoute, { token, body: { name: 'Bridal', imageIds: [first.id] } }),
      () => callRoute(updateAlbumRoute, { token, body: { _id: album.id, name: 'Weddings' } }),
      () => callRoute(addUploadedRoute, { token, body: { albumId: album.id, images: [second.src] } }),
      () => callRoute(updateAlbumRoute, { token, body: { _id: album.id, imageIds: [second.id, first.id] } }),
      () => callRoute(addToAlbumsRoute, { token, body: { srcs: [first.src], albums: { existing: [], new: ['Editorial'] } } }),
      () => callRoute(removeImagesRoute, { token, body: { albumId: album.id, imageIds: [second.id] } }),
      () => callRoute(deleteAlbumRoute, { token, body: { _id: album.id } }),
    ]
    for (const [index, step] of steps.entries()) {
      const page = storePageOf(user)
      const { status } = await step()
      expect(status, `step ${index}`).toBeLessThan(300)
      expect(page.stillStored(), `step ${index}`).toBe(false)
    }
  })

  it('a review shown or hidden, and a new review that goes live at once; not one that waits for the owner', async () => {
    const { user, token, page } = await ownerWithPage()
    const review = await createReviewFor(user.id, { status: 'hidden' })
    expect((await callRoute(patchReviewRoute, { token, body: { _id: review.id, status: 'visible' } })).status).toBe(200)
    expect(page.stillStored()).toBe(false)

    const ip = { 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}` }
    const waiting = storePageOf(user)
    const hidden = await callRoute(postReviewRoute, {
      headers: ip,
      body: { userId: user.id, customerName: 'Ivy', score: 5, comments: 'Lovely', source: 'google' },
    })
    expect(hidden.status).toBe(201)
    expect(waiting.stillStored()).toBe(true)
    const live = await callRoute(postReviewRoute, { headers: ip, body: { userId: user.id, customerName: 'Ava', score: 5, comments: 'Lovely' } })
    expect(live.status).toBe(201)
    expect(waiting.stillStored()).toBe(false)
  })

  it('what a subscription grants: a paid theme, the Pro trial, and a trial that ran out (the job)', async () => {
    const { user, token, page } = await ownerWithPage()
    const theme = await prisma.theme.findFirstOrThrow({ where: { priceCents: { gt: 0 } } })
    expect((await callRoute(subscribeRoute, { token, body: { themeId: theme.id } })).status).toBeLessThan(300)
    expect(page.stillStored()).toBe(false)

    const trial = storePageOf(user)
    expect((await callRoute(trialRoute, { token })).status).toBe(201)
    expect(trial.stillStored()).toBe(false)

    await prisma.subscription.updateMany({ where: { userId: user.id, type: 'pro' }, data: { trialEndsAt: new Date(Date.now() - 1000) } })
    const ended = storePageOf(user)
    await endExpiredTrials()
    expect(ended.stillStored()).toBe(false)
  })
})

describe('the news reaches every server process', () => {
  it('a process listening hears a change made elsewhere within a second, and stores pages only while it listens; on the embedded database (one connection) nothing listens', async () => {
    renders.live = false
    const stop = listenForSiteChanges(renders)
    try {
      if (process.env.DATABASE_EMBEDDED === '1') {
        await new Promise((resolve) => setTimeout(resolve, 500))
        expect(renders.live).toBe(false)
        return
      }
      await expect.poll(() => renders.live, { timeout: 5_000 }).toBe(true)
      const { user } = await createOwner()
      const page = storePageOf(user)
      // What siteChanged sends, as another server would.
      const sent = Date.now()
      await prisma.$executeRaw`SELECT pg_notify('site_changed', ${user.id})`
      await expect.poll(() => page.stillStored(), { timeout: 1_000, interval: 10 }).toBe(false)
      expect(Date.now() - sent).toBeLessThan(1_000)
    } finally {
      await stop()
    }
    await expect.poll(() => renders.live).toBe(false)
    expect(renders.put('sites.test/after', { html: '', headers: {}, owner: 'someone' }, renders.begin())).toBeNull()
  })
})

describe('siteChanged itself', () => {
  it("moves the owner's siteVersion on and announces her id to every listener", async () => {
    if (process.env.DATABASE_EMBEDDED === '1') return
    const { default: pg } = await import('pg')
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    const heard: string[] = []
    listener.on('notification', (message) => heard.push(String(message.payload)))
    try {
      await listener.query('LISTEN site_changed')
      const { user } = await createOwner()
      const { siteChanged } = await import('@/lib/site/site-changed')
      await siteChanged(user.id)
      await expect.poll(() => heard, { timeout: 2_000 }).toContain(user.id)
      expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { siteVersion: true } })).toEqual({ siteVersion: 1 })
    } finally {
      await listener.end()
    }
  })
})

describe('what changes by the clock alone', () => {
  it("a trial's end: the page rendered during the trial is stored until that moment, then rendered again; so is a paid period that lapses", async () => {
    const { getSiteBySlug } = await import('@/lib/site/get-site')
    const { siteValidUntil, LONGEST_MS } = await import('@/lib/site/valid-until')
    const { user } = await createOwner()
    // Nothing bound to the clock: kept until a change, a day at most.
    const plain = Date.parse((await getSiteBySlug(user.slug!))!.validUntil)
    expect(plain - Date.now()).toBeGreaterThan(LONGEST_MS - 60_000)
    expect(plain - Date.now()).toBeLessThanOrEqual(LONGEST_MS)

    const trialEndsAt = new Date(Date.now() + 2 * 3_600_000)
    const lapsesAt = new Date(Date.now() + 5 * 3_600_000)
    await prisma.subscription.createMany({
      data: [
        { userId: user.id, type: 'pro', status: 'trialing', provider: 'test', priceCents: 0, trialEndsAt },
        { userId: user.id, type: 'feature', featureId: 'review-cards', status: 'active', provider: 'test', priceCents: 0, currentPeriodEnd: lapsesAt },
      ],
    })
    const site = (await getSiteBySlug(user.slug!))!
    expect(site.validUntil).toBe(trialEndsAt.toISOString())

    const key = `sites.test/${user.slug}`
    renders.put(key, { html: '<html>trial</html>', headers: {}, owner: user.id, validUntil: Date.parse(site.validUntil) }, renders.begin())
    expect(renders.get(key, trialEndsAt.getTime() - 1)).not.toBeNull()
    expect(renders.get(key, trialEndsAt.getTime())).toBeNull()

    expect(await siteValidUntil(user.id, trialEndsAt)).toEqual(lapsesAt)
    expect(await siteValidUntil(user.id, lapsesAt)).toEqual(new Date(lapsesAt.getTime() + LONGEST_MS))
  })
})
