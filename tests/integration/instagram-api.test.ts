// The Instagram API with Instagram Login and the handle lookup service, against a local fake that
// speaks their wire formats. The app reads its Instagram settings from the environment at import,
// so this file sets them first and imports the routes after.
import { afterAll, describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { fakeInstagramEnv, startFakeInstagram } from '../support/fake-instagram'
import { createOwner } from '../factories/users'

const fake = await startFakeInstagram({
  'code-creator': { username: 'mia.makeup', accountType: 'MEDIA_CREATOR', photos: 20, videos: 2 },
  'code-personal': { username: 'just.me', accountType: 'PERSONAL', photos: 3, videos: 0 },
  'code-empty': { username: 'new.artist', accountType: 'BUSINESS', photos: 0, videos: 0 },
  // More posts than a sync page (50), with a video on the first page.
  'code-busy': { username: 'busy.artist', accountType: 'BUSINESS', photos: 52, videos: 1 },
})
Object.assign(process.env, fakeInstagramEnv(fake.url))
afterAll(() => fake.close())

const { POST: accessToken } = await import('@/app/v1/instagram/access-token/route')
const { GET: connect } = await import('@/app/v1/instagram/connect/route')
const { GET: listMedia } = await import('@/app/v1/instagram/media/route')
const { POST: createAlbum } = await import('@/app/v1/album/route')
const { POST: bulkImport } = await import('@/app/v1/image/bulk-from-instagram-v2/route')
const { GET: lookup } = await import('@/app/v1/users/[handle]/route')
const { GET: recent } = await import('@/app/v1/users/[handle]/media/recent/route')
const { OAUTH_STATE_COOKIE } = await import('@/lib/instagram/connect')
const { PERSONAL_ACCOUNT_MESSAGE } = await import('@/lib/instagram/graph-api')
const { syncInstagram } = await import('@/lib/instagram/sync')

type Err = { error: { code: string; message: string } }
type Page = { data: { id: string; mediaType: string; existing: boolean }[]; pagination: { next_url: string | null } }
const redirectUri = 'http://localhost:3000/dashboard/setup/instagram'

async function connectWith(code: string) {
  const owner = await createOwner({ wizardStep: 'instaLogin' })
  const redirect = await callRoute(connect, { token: owner.token })
  const authorize = new URL(redirect.headers.get('location')!)
  expect(authorize.pathname).toBe('/oauth/authorize')
  expect(authorize.searchParams.get('scope')).toBe('instagram_business_basic')
  const state = authorize.searchParams.get('state')!
  const result = await callRoute<{ connected: boolean; username: string } & Err>(accessToken, {
    token: owner.token,
    body: { code, redirectUri, state },
    headers: { cookie: `${OAUTH_STATE_COOKIE}=${state}` },
  })
  return { ...owner, result }
}

describe('Instagram Login', () => {
  it('exchanges the code for a long-lived token kept on the server, and learns the username', async () => {
    const { user, result } = await connectWith('code-creator')
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ connected: true, username: 'mia.makeup' })
    expect(JSON.stringify(result.body)).not.toContain('long-')
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, omit: { instagramToken: false } })
    expect(stored).toMatchObject({ instagramToken: 'long-mia.makeup', instaUsername: 'mia.makeup', instagramAccountType: 'MEDIA_CREATOR' })
    expect(stored.instagramTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 86_400_000)
  })

  it('explains how to switch a personal account instead of failing', async () => {
    const { user, result } = await connectWith('code-personal')
    expect(result.status).toBe(422)
    expect(result.body.error.message).toBe(PERSONAL_ACCOUNT_MESSAGE)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id }, omit: { instagramToken: false } })).instagramToken).toBeNull()
  })

  it('refuses a code Instagram does not know', async () => {
    expect((await connectWith('made-up')).result.status).toBe(401)
  })

  it('lists photos 12 at a time without videos, and imports the chosen ones from the CDN', async () => {
    const { token, user } = await connectWith('code-creator')
    const first = await callRoute<Page>(listMedia, { token, query: { limit: 12 } })
    expect(first.body.data.every((m) => m.mediaType !== 'VIDEO')).toBe(true)
    // A page is 12 posts; its videos are left out.
    expect(first.body.data.length).toBe(10)
    expect(first.body.pagination.next_url).toBe('12')
    const second = await callRoute<Page>(listMedia, { token, query: { limit: 12, cursor: first.body.pagination.next_url! } })
    // The last page: the other 10 photos of the 22 posts, and no page after it.
    expect(second.body.data.length).toBe(10)
    expect(second.body.pagination.next_url).toBeNull()
    expect(new Set([...first.body.data, ...second.body.data].map((m) => m.id)).size).toBe(first.body.data.length + second.body.data.length)

    const album = await callRoute<{ _id: string }>(createAlbum, { token, body: { name: 'Instagram', default: true } })
    const chosen = first.body.data.slice(0, 3).map((m) => ({ id: m.id }))
    const imported = await callRoute<{ images: { src: string; existing: boolean }[] }[]>(bulkImport, {
      token,
      body: { data: chosen, albumIds: [album.body._id] },
    })
    expect(imported.status).toBe(200)
    expect(imported.body[0].images).toHaveLength(3)
    expect(imported.body[0].images.every((image) => image.existing && image.src.startsWith(`/uploads/${user.id}/`))).toBe(true)

    const marked = await callRoute<Page>(listMedia, { token, query: { limit: 12, albumId: album.body._id } })
    expect(marked.body.data.filter((m) => m.existing).map((m) => m.id)).toEqual(chosen.map((c) => c.id))
  })
})

describe('the Instagram sync', () => {
  it('pages past a page with a video, importing every new photo once', async () => {
    const { user } = await connectWith('code-busy')
    const first = await syncInstagram({ userId: user.id })
    expect(first.imported).toBe(52)
    const album = await prisma.album.findFirstOrThrow({ where: { userId: user.id, default: true }, include: { images: true } })
    expect(album.images).toHaveLength(52)
    await prisma.user.update({ where: { id: user.id }, data: { instagramSyncedAt: null } })
    expect((await syncInstagram({ userId: user.id })).imported).toBe(0)
    expect(await prisma.image.count({ where: { userId: user.id } })).toBe(52)
  }, 60_000)
})

describe('handle lookup service', () => {
  it('finds a public profile, or says "No such username"', async () => {
    const { token } = await createOwner()
    const found = await callRoute<{ username: string; full_name: string; profile_picture: string }>(lookup, { token, params: { handle: '@Mia.Makeup' } })
    expect(found.body).toMatchObject({ username: 'mia.makeup', full_name: 'Mia Makeup' })
    const missing = await callRoute<Err>(lookup, { token, params: { handle: 'nobody.here' } })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('No such username')
  })

  it('pages recent media by next_url, 35 at a time, only on its own origin', async () => {
    const { token } = await createOwner()
    const first = await callRoute<Page>(recent, { token, params: { handle: 'mia.makeup' }, query: { count: 35 } })
    expect(first.body.data.length).toBe(20)
    const small = await callRoute<Page>(recent, { token, params: { handle: 'mia.makeup' }, query: { count: 10 } })
    const next = small.body.pagination.next_url!
    expect(new URL(next).origin).toBe(fake.url)
    expect((await callRoute<Page>(recent, { token, params: { handle: 'mia.makeup' }, query: { count: 10, next_url: next } })).body.data.length).toBe(9)
  })

  it('refuses a next_url that is not a link of the lookup service, and fetches nothing', async () => {
    const { token } = await createOwner()
    const before = fake.requests.length
    for (const nextUrl of [
      'http://169.254.169.254/latest/meta-data',
      'not a url',
      '/v1/users/mia.makeup/media/recent',
      'javascript:alert(1)',
      `${fake.url}@evil.example/x`,
      '12',
    ]) {
      const refused = await callRoute<Err>(recent, { token, params: { handle: 'mia.makeup' }, query: { next_url: nextUrl } })
      expect(refused.status, nextUrl).toBe(400)
      expect(refused.body.error.message).toBe('next_url must be the next_url of a previous page')
    }
    expect(fake.requests.length).toBe(before)
  })

  it('alerts the team when Instagram returns no photos, once per owner a day however often it is asked', async () => {
    const { token, user } = await createOwner()
    const alerts = () => prisma.emailOutbox.findMany({ where: { subject: 'Instagram returned no media for @new.artist', html: { contains: user.id } } })
    for (let i = 0; i < 5; i++) expect((await callRoute(recent, { token, params: { handle: 'new.artist' }, query: { count: 35 } })).status).toBe(200)
    const sent = await alerts()
    expect(sent).toHaveLength(1)
    expect(sent[0].to).toBe(process.env.TEAM_EMAIL ?? 'team@glowfolio.app')

    // Another owner with an empty Instagram is still reported.
    const other = await createOwner()
    await callRoute(recent, { token: other.token, params: { handle: 'new.artist' }, query: { count: 35 } })
    expect(await prisma.emailOutbox.count({ where: { subject: 'Instagram returned no media for @new.artist', html: { contains: other.user.id } } })).toBe(1)

    // A day later the owner's empty Instagram is worth another alert.
    await prisma.rateLimit.updateMany({ where: { key: `instagramEmptyAlert:${user.id.toLowerCase()}` }, data: { expire: BigInt(Date.now() - 1) } })
    await callRoute(recent, { token, params: { handle: 'new.artist' }, query: { count: 35 } })
    expect(await alerts()).toHaveLength(2)
  })
})
