// The setup wizard and the demo Instagram source (no Instagram configured in this file's env).
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as createAlbumRoute } from '@/app/v1/album/route'
import { POST as bulkImport } from '@/app/v1/image/bulk-from-instagram-v2/route'
import { POST as accessToken } from '@/app/v1/instagram/access-token/route'
import { GET as connect } from '@/app/v1/instagram/connect/route'
import { GET as listMedia } from '@/app/v1/instagram/media/route'
import { POST as submitStep } from '@/app/v1/signup/[wizardStep]/route'
import { GET as lookup } from '@/app/v1/users/[handle]/route'
import { GET as recentOfHandle } from '@/app/v1/users/[handle]/media/recent/route'
import type { AlbumResponse } from '@/lib/albums/schema'
import { prisma } from '@/lib/db'
import { OAUTH_STATE_COOKIE } from '@/lib/instagram/connect'
import { callRoute } from '../support/call-route'
import { createImageFor } from '../factories/reviews'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type StepAnswer = {
  wizardStep: string
  wizardSteps: string[]
  user: { businessName: string; slug: string; wizardStep: string; mobile: string; kit: { name: string }[] }
}

const newOwner = () => createOwner({ wizardStep: 'businessName', businessName: null, slug: null })
const step = (token: string, wizardStep: string, body: unknown = {}) => callRoute<StepAnswer & Err>(submitStep, { token, params: { wizardStep }, body })

describe('POST /v1/signup/{wizardStep}', () => {
  it('walks every step in the server order and lands on complete', async () => {
    const { user, token } = await newOwner()
    const name = `Glam Squad ${randomBytes(3).toString('hex')}`
    const first = await step(token, 'businessName', { businessName: name })
    expect(first.status).toBe(200)
    expect(first.body.wizardStep).toBe('instaLogin')
    expect(first.body.wizardSteps).toEqual(['businessName', 'instaLogin', 'instaUsername', 'kit', 'contact', 'profileImg'])
    expect(first.body.user.slug).toMatch(/^glam-squad-[a-f0-9]{6}$/)

    expect((await step(token, 'instaLogin', {})).body.wizardStep).toBe('instaUsername')
    expect((await step(token, 'instaUsername', { instaUsername: '  @Mia.Makeup ' })).body.wizardStep).toBe('kit')
    const kit = await step(token, 'kit', { kit: [{ name: 'MAC' }, { name: ' mac ' }, { name: '' }, { name: 'NARS' }] })
    expect(kit.body.user.kit.map((k) => k.name)).toEqual(['MAC', 'NARS'])
    const contact = await step(token, 'contact', { mobile: '0412 345 678', location: { city: 'Bondi', formatted: 'Bondi NSW, Australia' } })
    expect(contact.body.user.mobile).toBe('+61412345678')
    const photo = await createImageFor(user.id, `/uploads/${user.id}/face-w1024.jpg`)
    const last = await step(token, 'profileImg', { profileImg: photo.src })
    expect(last.body.wizardStep).toBe('complete')

    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(stored).toMatchObject({ wizardStep: 'complete', instaUsername: 'mia.makeup', locationCity: 'Bondi', profileImg: photo.src })
    expect((await step(token, 'profileImg', {})).status).toBe(409)
  })

  it('refuses a step that is not the current one, changing nothing', async () => {
    const { user, token } = await newOwner()
    const early = await step(token, 'kit', { kit: [{ name: 'MAC' }] })
    expect(early.status).toBe(409)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).kit).toEqual([])
    await step(token, 'businessName', { businessName: 'Back Again' })
    expect((await step(token, 'businessName', { businessName: 'Twice' })).status).toBe(409)
  })

  it('needs a business name, and keeps slugs unique and off our own routes', async () => {
    const { token } = await newOwner()
    const empty = await step(token, 'businessName', { businessName: '   ' })
    expect(empty.status).toBe(422)
    expect(empty.body.error.fields?.businessName).toBe('Business Name is missing')
    expect((await step(token, 'businessName', { businessName: 'Dashboard' })).body.user.slug).toBe('dashboard-2')

    const name = `Bella Beauté ${randomBytes(2).toString('hex')}`
    const other = await newOwner()
    const a = await step(other.token, 'businessName', { businessName: name })
    const third = await newOwner()
    const b = await step(third.token, 'businessName', { businessName: name })
    expect(a.body.user.slug).toMatch(/^bella-beaute-/)
    expect(b.body.user.slug).toBe(`${a.body.user.slug}-2`)
  })

  it('validates contact details and the profile image', async () => {
    const { user, token } = await createOwner({ wizardStep: 'contact' })
    const bad = await step(token, 'contact', { mobile: '12', location: { city: 'Bondi' } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.mobile).toBe('Please enter a valid mobile number')
    await step(token, 'contact', { mobile: '+61 412 345 678', location: { city: '  Manly ,Sydney ' } })
    // The typed area is the city; the formatted address adds the mobile's country.
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      locationCity: 'Manly, Sydney',
      locationFormatted: 'Manly, Sydney, Australia',
    })
    const foreign = await step(token, 'profileImg', { profileImg: '/uploads/someone-else/x.jpg' })
    expect(foreign.status).toBe(422)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).wizardStep).toBe('profileImg')
  })

  it('only ever changes the acting owner, refuses unknown steps and calls without a token', async () => {
    const first = await newOwner()
    const second = await newOwner()
    await step(second.token, 'businessName', { businessName: 'Second Business' })
    expect(await prisma.user.findUniqueOrThrow({ where: { id: first.user.id } })).toMatchObject({ wizardStep: 'businessName', businessName: null })
    expect((await step(first.token, 'complete', {})).status).toBe(422)
    expect((await callRoute(submitStep, { params: { wizardStep: 'businessName' }, body: { businessName: 'X' } })).status).toBe(401)
  })
})

describe('Instagram, demo source', () => {
  it('connects through the demo, lists photos in pages, looks up a handle', async () => {
    const { user, token } = await newOwner()
    const redirect = await callRoute(connect, { token, query: { returnTo: '/dashboard/setup/instagram' } })
    expect(redirect.status).toBe(307)
    const back = new URL(redirect.headers.get('location')!)
    expect(back.pathname).toBe('/dashboard/setup/instagram')
    const state = back.searchParams.get('state')!
    expect(redirect.headers.get('set-cookie')).toContain(`${OAUTH_STATE_COOKIE}=${state}`)

    const refused = await callRoute<Err>(accessToken, {
      token,
      body: { code: 'demo', redirectUri: 'http://localhost:3000/dashboard/setup/instagram', state: 'forged' },
      headers: { cookie: `${OAUTH_STATE_COOKIE}=${state}` },
    })
    expect(refused.status).toBe(403)
    const connected = await callRoute<{ connected: boolean; demo: boolean }>(accessToken, {
      token,
      body: { code: 'demo', redirectUri: 'http://localhost:3000/dashboard/setup/instagram', state },
      headers: { cookie: `${OAUTH_STATE_COOKIE}=${state}` },
    })
    expect(connected.body).toMatchObject({ connected: true, demo: true })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).instagramUserId).toBe('demo')

    const page = await callRoute<{ data: { id: string; existing: boolean }[]; pagination: { next_url: string | null } }>(listMedia, {
      token,
      query: { limit: 12 },
    })
    expect(page.body.data).toHaveLength(12)
    const more = await callRoute<{ data: unknown[]; pagination: { next_url: string | null } }>(listMedia, {
      token,
      query: { limit: 12, cursor: page.body.pagination.next_url! },
    })
    expect(more.body.data).toHaveLength(4)
    expect(more.body.pagination.next_url).toBeNull()

    const profile = await callRoute<{ username: string; profile_picture: string }>(lookup, { token, params: { handle: '@Mia.Makeup ' } })
    expect(profile.body).toMatchObject({ username: 'mia.makeup', profile_picture: '/demo/profile.jpg' })
    expect((await callRoute(lookup, { token, params: { handle: 'not a handle!' } })).status).toBe(422)
    const recent = await callRoute<{ data: unknown[] }>(recentOfHandle, { token, params: { handle: 'mia.makeup' }, query: { count: 35 } })
    expect(recent.body.data).toHaveLength(16)
  })

  it('copies chosen photos into a default album once, however often they are imported', async () => {
    const { user, token } = await createOwner({ instagramUserId: 'demo' })
    const album = await callRoute<AlbumResponse>(createAlbumRoute, { token, body: { name: 'Instagram', default: true } })
    expect(album.status).toBe(201)
    const body = {
      data: [{ id: 'demo-media-01', media_url: 'http://169.254.169.254/latest' }, { id: 'demo-media-02' }, { id: 'not-mine' }],
      albumIds: [album.body._id],
    }
    const first = await callRoute<AlbumResponse[]>(bulkImport, { token, body })
    expect(first.status).toBe(200)
    expect(first.body[0].images).toHaveLength(2)
    expect(first.body[0].images[0].src).toMatch(new RegExp(`^/uploads/${user.id}/`))
    expect(first.body[0].coverImg).toBe(first.body[0].images[0].src)

    const again = await callRoute<AlbumResponse[]>(bulkImport, { token, body })
    expect(again.body[0].images).toHaveLength(2)
    expect(await prisma.image.count({ where: { userId: user.id, source: 'instagram' } })).toBe(2)
    const image = await prisma.image.findFirstOrThrow({ where: { userId: user.id, instagramMediaId: 'demo-media-02' } })
    // Its caption's hashtags, lower case and without the #.
    expect(image.tags).toEqual(['editorial', 'colour'])

    // A second default album is the same album.
    expect((await callRoute<AlbumResponse>(createAlbumRoute, { token, body: { name: 'Instagram', default: true } })).body._id).toBe(album.body._id)
  })

  it("refuses another owner's album, an empty selection, and no token", async () => {
    const first = await createOwner({ instagramUserId: 'demo' })
    const album = await callRoute<AlbumResponse>(createAlbumRoute, { token: first.token, body: { name: 'Mine' } })
    const second = await createOwner({ instagramUserId: 'demo' })
    expect((await callRoute(bulkImport, { token: second.token, body: { data: [{ id: 'demo-media-03' }], albumIds: [album.body._id] } })).status).toBe(404)
    expect(await prisma.albumImage.count({ where: { albumId: album.body._id } })).toBe(0)
    expect((await callRoute(bulkImport, { token: first.token, body: { data: [], albumIds: [album.body._id] } })).status).toBe(422)
    expect((await callRoute(bulkImport, { body: { data: [{ id: 'x' }], albumIds: [album.body._id] } })).status).toBe(401)
    expect((await callRoute(listMedia, {})).status).toBe(401)
  })

  it('answers 409 when an owner has not connected Instagram', async () => {
    const { token } = await createOwner()
    const result = await callRoute<Err>(listMedia, { token })
    expect(result.status).toBe(409)
    expect(result.body.error.message).toBe('Connect your Instagram first')
  })
})
