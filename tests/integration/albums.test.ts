// Albums and their photos: every call scoped to the acting owner; default albums protected; photos
// deleted from storage only when nothing uses them; Smart Albums suggestions and the Instagram sync.
import { describe, expect, it } from 'vitest'
import { GET as listRoute, PATCH as patchRoute, POST as createRoute } from '@/app/v1/album/route'
import { POST as deleteAlbumRoute } from '@/app/v1/album/delete-album/route'
import { GET as albumImagesRoute } from '@/app/v1/album/images/[albumId]/route'
import { GET as allImagesRoute } from '@/app/v1/album/images/all/route'
import { POST as withSrcBulk } from '@/app/v1/album/with-src-bulk/route'
import { POST as deleteImagesRoute } from '@/app/v1/image/delete-images/route'
import { POST as multipleRoute } from '@/app/v1/image/multiple/route'
import { POST as syncRoute } from '@/app/v1/instagram/sync/route'
import { cleanTags, hashtagsOf } from '@/lib/albums/tags'
import type { AlbumResponse } from '@/lib/albums/schema'
import { suggestSmartAlbums } from '@/lib/albums/smart-albums'
import { prisma } from '@/lib/db'
import { getStorage } from '@/lib/storage/get-storage'
import { callRoute } from '../support/call-route'
import { albumWith, storedImage, subscribe } from '../factories/albums'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type List = { albums: AlbumResponse[]; suggestions: AlbumResponse[] }

describe('GET /v1/album', () => {
  it('lists visible albums with their photos in order, and suggestions apart', async () => {
    const { user, token } = await createOwner()
    const [a, b] = [await storedImage(user.id), await storedImage(user.id)]
    await albumWith(user.id, [b.id, a.id], { name: 'Bridal' })
    await albumWith(user.id, [a.id], { name: 'Editorial', auto: true, status: 'hidden' })
    await albumWith(user.id, [a.id], { name: 'Gone', auto: true, status: 'dismissed' })
    const { body } = await callRoute<List>(listRoute, { token })
    expect(body.albums.map((x) => x.name)).toEqual(['Bridal'])
    expect(body.albums[0].imageIds).toEqual([b.id, a.id])
    expect(body.suggestions.map((x) => x.name)).toEqual(['Editorial'])
  })

  it("shows nothing of another owner's, and needs a token", async () => {
    const first = await createOwner()
    await albumWith(first.user.id, [], { name: 'Secret Album' })
    const second = await createOwner()
    expect(JSON.stringify((await callRoute(listRoute, { token: second.token })).body)).not.toContain('Secret Album')
    expect((await callRoute(listRoute)).status).toBe(401)
  })
})

describe('PATCH /v1/album', () => {
  it('renames, reorders and sets the cover', async () => {
    const { user, token } = await createOwner()
    const [a, b, c] = [await storedImage(user.id), await storedImage(user.id), await storedImage(user.id)]
    const album = await albumWith(user.id, [a.id, b.id, c.id])
    const renamed = await callRoute<AlbumResponse>(patchRoute, { token, body: { _id: album.id, name: 'Soft Glam' } })
    expect(renamed.body.name).toBe('Soft Glam')
    const reordered = await callRoute<AlbumResponse>(patchRoute, { token, body: { _id: album.id, imageIds: [c.id, a.id, b.id] } })
    expect(reordered.body.imageIds).toEqual([c.id, a.id, b.id])
    const covered = await callRoute<AlbumResponse>(patchRoute, { token, body: { _id: album.id, coverImg: b.src } })
    expect(covered.body.coverImg).toBe(b.src)
  })

  it('refuses to rename a default album, a duplicate name, a reorder with other photos, a foreign cover', async () => {
    const { user, token } = await createOwner()
    const [a, b] = [await storedImage(user.id), await storedImage(user.id)]
    const main = await albumWith(user.id, [a.id], { name: 'Instagram', default: true })
    const other = await albumWith(user.id, [a.id, b.id], { name: 'Bridal' })
    expect((await callRoute(patchRoute, { token, body: { _id: main.id, name: 'New name' } })).status).toBe(403)
    expect((await callRoute(patchRoute, { token, body: { _id: other.id, name: 'instagram' } })).status).toBe(409)
    expect((await callRoute(patchRoute, { token, body: { _id: other.id, imageIds: [a.id] } })).status).toBe(422)
    expect((await callRoute(patchRoute, { token, body: { _id: main.id, coverImg: b.src } })).status).toBe(422)
    expect((await callRoute(patchRoute, { token, body: { _id: other.id } })).status).toBe(422)
  })

  it('enables a suggested album only with Smart Albums, and dismisses it', async () => {
    const { user, token } = await createOwner()
    const suggestion = await albumWith(user.id, [], { auto: true, status: 'hidden' })
    const refused = await callRoute<Err>(patchRoute, { token, body: { _id: suggestion.id, status: 'visible' } })
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('Enabling suggested albums needs Smart Albums')
    // Nor by the back door: dismissed first, then visible; or hidden again and back.
    expect((await callRoute<AlbumResponse>(patchRoute, { token, body: { _id: suggestion.id, status: 'dismissed' } })).body.status).toBe('dismissed')
    expect((await callRoute(patchRoute, { token, body: { _id: suggestion.id, status: 'visible' } })).status).toBe(403)
    expect((await callRoute<AlbumResponse>(patchRoute, { token, body: { _id: suggestion.id, status: 'hidden' } })).body.status).toBe('hidden')
    expect((await callRoute(patchRoute, { token, body: { _id: suggestion.id, status: 'visible' } })).status).toBe(403)
    expect((await prisma.album.findUniqueOrThrow({ where: { id: suggestion.id } })).status).toBe('hidden')
    await subscribe(user.id, 'smart-albums')
    expect((await callRoute<AlbumResponse>(patchRoute, { token, body: { _id: suggestion.id, status: 'visible' } })).body.status).toBe('visible')
    const another = await albumWith(user.id, [], { auto: true, status: 'hidden' })
    expect((await callRoute<AlbumResponse>(patchRoute, { token, body: { _id: another.id, status: 'dismissed' } })).body.status).toBe('dismissed')
  })

  it("cannot touch another owner's album", async () => {
    const first = await createOwner()
    const album = await albumWith(first.user.id, [], { name: 'Theirs' })
    const second = await createOwner()
    expect((await callRoute(patchRoute, { token: second.token, body: { _id: album.id, name: 'Mine now' } })).status).toBe(404)
    expect((await prisma.album.findUniqueOrThrow({ where: { id: album.id } })).name).toBe('Theirs')
    expect((await callRoute(patchRoute, { body: { _id: album.id, name: 'x' } })).status).toBe(401)
  })
})

describe('deleting', () => {
  it('deletes an album and the photos nothing else uses, files included', async () => {
    const { user, token } = await createOwner()
    const [only, shared, profile] = [await storedImage(user.id), await storedImage(user.id), await storedImage(user.id)]
    await prisma.user.update({ where: { id: user.id }, data: { profileImg: profile.src } })
    await albumWith(user.id, [shared.id], { default: true, name: 'Instagram' })
    const album = await albumWith(user.id, [only.id, shared.id, profile.id])
    expect((await callRoute(deleteAlbumRoute, { token, body: { _id: album.id } })).body).toBe('success')
    expect(await prisma.album.count({ where: { id: album.id } })).toBe(0)
    expect(await prisma.image.count({ where: { id: only.id } })).toBe(0)
    for (const key of only.storageKeys) expect(await getStorage().get(key)).toBeNull()
    expect(await prisma.image.count({ where: { id: { in: [shared.id, profile.id] } } })).toBe(2)
    expect(await getStorage().get(shared.storageKeys[0])).not.toBeNull()
  })

  it('never deletes a default album, nor another owner’s', async () => {
    const { user, token } = await createOwner()
    const main = await albumWith(user.id, [], { default: true, name: 'Instagram' })
    expect((await callRoute(deleteAlbumRoute, { token, body: { _id: main.id } })).status).toBe(403)
    const other = await createOwner()
    const theirs = await albumWith(other.user.id, [])
    expect((await callRoute(deleteAlbumRoute, { token, body: { _id: theirs.id } })).status).toBe(404)
    expect(await prisma.album.count({ where: { id: { in: [main.id, theirs.id] } } })).toBe(2)
  })

  it('removes photos from an album, moving the cover on', async () => {
    const { user, token } = await createOwner()
    const [a, b] = [await storedImage(user.id), await storedImage(user.id)]
    const album = await albumWith(user.id, [a.id, b.id])
    await prisma.album.update({ where: { id: album.id }, data: { coverImg: a.src } })
    const after = await callRoute<AlbumResponse>(deleteImagesRoute, { token, body: { albumId: album.id, imageIds: [a.id] } })
    expect(after.body.imageIds).toEqual([b.id])
    expect(after.body.coverImg).toBe(b.src)
    expect(await prisma.image.count({ where: { id: a.id } })).toBe(0)
    const other = await createOwner()
    expect((await callRoute(deleteImagesRoute, { token: other.token, body: { albumId: album.id, imageIds: [b.id] } })).status).toBe(404)
    expect((await callRoute(deleteImagesRoute, { token, body: { albumId: album.id, imageIds: [] } })).status).toBe(422)
  })
})

describe('adding photos', () => {
  it('adds uploaded photos to an album, only the owner’s', async () => {
    const { user, token } = await createOwner()
    const album = await albumWith(user.id, [])
    const photo = await storedImage(user.id)
    const added = await callRoute<{ images: { src: string }[] }>(multipleRoute, { token, body: { albumId: album.id, images: [photo.src] } })
    expect(added.body.images.map((i) => i.src)).toEqual([photo.src])
    const other = await createOwner()
    const theirs = await storedImage(other.user.id)
    expect((await callRoute(multipleRoute, { token, body: { albumId: album.id, images: [theirs.src] } })).status).toBe(404)
    expect((await callRoute(multipleRoute, { token: other.token, body: { albumId: album.id, images: [theirs.src] } })).status).toBe(404)
  })

  it('adds photos to chosen and new albums in the order picked, with no duplicate names', async () => {
    const { user, token } = await createOwner()
    const existing = await albumWith(user.id, [], { name: 'Bridal' })
    const [a, b] = [await storedImage(user.id), await storedImage(user.id)]
    const result = await callRoute<{ newAlbums: { _id: string; name: string }[]; added: number }>(withSrcBulk, {
      token,
      // Picked newest first: the albums keep that order, not the order the photos were stored in.
      body: { srcs: [b.src, a.src], albums: { existing: [existing.id], new: ['Glam'] } },
    })
    expect(result.body.added).toBe(2)
    expect(result.body.newAlbums.map((x) => x.name)).toEqual(['Glam'])
    for (const albumId of [existing.id, result.body.newAlbums[0]._id]) {
      const entries = await prisma.albumImage.findMany({ where: { albumId }, orderBy: { position: 'asc' } })
      expect(entries.map((entry) => entry.imageId)).toEqual([b.id, a.id])
    }

    expect((await callRoute(withSrcBulk, { token, body: { srcs: [a.src], albums: { existing: [], new: ['bridal'] } } })).status).toBe(409)
    expect((await callRoute(withSrcBulk, { token, body: { srcs: [a.src], albums: { existing: [], new: ['New', 'new'] } } })).status).toBe(422)
    expect((await callRoute(withSrcBulk, { token, body: { srcs: [a.src], albums: { existing: [], new: [] } } })).status).toBe(422)
  })

  it('answers an album’s photos and all photos, the owner’s only', async () => {
    const { user, token } = await createOwner()
    const photo = await storedImage(user.id)
    const album = await albumWith(user.id, [photo.id])
    expect((await callRoute<{ _id: string }[]>(albumImagesRoute, { token, params: { albumId: album.id } })).body.map((i) => i._id)).toEqual([photo.id])
    expect((await callRoute<{ _id: string }[]>(allImagesRoute, { token, query: { userId: user.id } })).body.map((i) => i._id)).toEqual([photo.id])
    const other = await createOwner()
    expect((await callRoute(allImagesRoute, { token: other.token, query: { userId: user.id } })).status).toBe(404)
    expect((await callRoute(albumImagesRoute, { token: other.token, params: { albumId: album.id } })).status).toBe(404)
    expect((await callRoute<unknown[]>(allImagesRoute, { token: other.token })).body).toEqual([])
  })

  it('creates an album from the owner’s photos, refusing others’', async () => {
    const { user, token } = await createOwner()
    const photo = await storedImage(user.id)
    const created = await callRoute<AlbumResponse>(createRoute, { token, body: { name: 'Formals', imageIds: [photo.id] } })
    expect(created.body).toMatchObject({ name: 'Formals', coverImg: photo.src, imageIds: [photo.id] })
    const other = await createOwner()
    expect((await callRoute(createRoute, { token: other.token, body: { name: 'Steal', imageIds: [photo.id] } })).status).toBe(404)
    expect((await callRoute(createRoute, { token, body: { name: ' ' } })).status).toBe(422)
  })
})

describe('Smart Albums', () => {
  it('cleans tags: hash removed, trimmed, lower-cased, empties dropped', () => {
    expect(cleanTags(['#Bridal ', ' bridal', '#', '  ', 'Glam'])).toEqual(['bridal', 'glam'])
    expect(hashtagsOf('Soft #Bridal glam for a beach wedding #bride #BRIDAL')).toEqual(['bridal', 'bride'])
  })

  it('suggests hidden auto albums from tags with 3 or more photos, once', async () => {
    const { user } = await createOwner()
    for (let i = 0; i < 3; i++) await storedImage(user.id, { instagramMediaId: `m${i}`, tags: ['bridal', i === 0 ? 'rare' : 'glam'] })
    expect(await suggestSmartAlbums(prisma, user.id)).toBe(1)
    const suggestion = await prisma.album.findFirstOrThrow({ where: { userId: user.id, auto: true }, include: { images: true } })
    expect(suggestion).toMatchObject({ name: 'Bridal', status: 'hidden', tags: ['bridal'] })
    expect(suggestion.images).toHaveLength(3)
    expect(await suggestSmartAlbums(prisma, user.id)).toBe(0)
    expect(await prisma.album.count({ where: { userId: user.id, auto: true } })).toBe(1)
  })

  it('suggests one album per look, bride and bridal together, soft glam split, each with its own cover', async () => {
    const { user } = await createOwner()
    const tags = [['bride', 'softglam'], ['bridal', 'softglam'], ['brides', 'softglam'], ['bridal']]
    for (const [i, photoTags] of tags.entries()) await storedImage(user.id, { instagramMediaId: `look${i}`, tags: photoTags })
    expect(await suggestSmartAlbums(prisma, user.id)).toBe(2)
    const suggestions = await prisma.album.findMany({ where: { userId: user.id, auto: true }, include: { images: true }, orderBy: { name: 'asc' } })
    expect(suggestions.map((album) => [album.name, album.images.length])).toEqual([
      ['Bridal', 4],
      ['Soft Glam', 3],
    ])
    expect(new Set(suggestions.map((album) => album.coverImg)).size).toBe(2)
    expect(await suggestSmartAlbums(prisma, user.id)).toBe(0)
  })

  // Sixteen photos resized into every stored size: about 10 s on an idle machine, over 20 s on a shared one.
  it('syncs Instagram without importing anything twice or touching uploads, and suggests for subscribers', async () => {
    const { user, token } = await createOwner({ instagramUserId: 'demo' })
    await subscribe(user.id, 'smart-albums')
    const upload = await storedImage(user.id)
    const first = await callRoute<{ imported: number; suggestions: number }>(syncRoute, { token })
    expect(first.body.imported).toBe(16)
    expect(first.body.suggestions).toBe(9)
    expect(await prisma.notification.count({ where: { userId: user.id, type: 'instagram' } })).toBe(1)
    const second = await callRoute<{ imported: number }>(syncRoute, { token })
    expect(second.body.imported).toBe(0)
    // Forget when the last sync ran: every post looks new, and only the media ids keep it from importing twice.
    await prisma.user.update({ where: { id: user.id }, data: { instagramSyncedAt: null } })
    const third = await callRoute<{ imported: number }>(syncRoute, { token })
    expect(third.body.imported).toBe(0)
    expect(await prisma.notification.count({ where: { userId: user.id, type: 'instagram' } })).toBe(1)
    expect(await prisma.image.count({ where: { userId: user.id, source: 'instagram' } })).toBe(16)
    expect(await prisma.albumImage.count({ where: { album: { userId: user.id, default: true } } })).toBe(16)
    expect(await prisma.image.count({ where: { id: upload.id } })).toBe(1)
    expect((await callRoute(syncRoute)).status).toBe(401)
  }, 60_000)

  it('syncs into a default album of its own when the owner already has an album called Instagram', async () => {
    const { user, token } = await createOwner({ instagramUserId: 'demo' })
    const own = await albumWith(user.id, [], { name: 'Instagram' })
    const { status, body } = await callRoute<{ imported: number }>(syncRoute, { token })
    expect(status).toBe(200)
    expect(body.imported).toBe(16)
    const main = await prisma.album.findFirstOrThrow({ where: { userId: user.id, default: true }, include: { images: true } })
    expect(main).toMatchObject({ name: 'Instagram 2' })
    expect(main.images).toHaveLength(16)
    expect(await prisma.albumImage.count({ where: { albumId: own.id } })).toBe(0)
  }, 60_000)
})

describe('album names under concurrency', () => {
  const names = (userId: string) =>
    prisma.album.findMany({ where: { userId }, select: { name: true } }).then((albums) => albums.map((album) => album.name).sort())

  it('lets exactly one of several creates with the same name (any case) win; the others answer 409 and the database keeps one', async () => {
    const { user, token } = await createOwner()
    const results = await Promise.all(
      ['Bridal', 'bridal', 'BRIDAL', 'Bridal', 'Bridal', 'bridal'].map((name) => callRoute<AlbumResponse | Err>(createRoute, { token, body: { name } })),
    )
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    for (const refused of results.filter((result) => result.status === 409)) {
      expect((refused.body as Err).error.message).toMatch(/^You already have an album called bridal$/i)
      expect((refused.body as Err).error.fields).toEqual({ name: 'Album name already used' })
    }
    expect(await names(user.id)).toHaveLength(1)
  })

  it('lets one of two renames to the same name win, and one of two "add to albums" with the same new name', async () => {
    const { user, token } = await createOwner()
    const photo = await storedImage(user.id)
    const [a, b] = [await albumWith(user.id, [], { name: 'First' }), await albumWith(user.id, [], { name: 'Second' })]
    const renames = await Promise.all([a, b].map((album) => callRoute<AlbumResponse | Err>(patchRoute, { token, body: { _id: album.id, name: 'Soft Glam' } })))
    expect(renames.map((result) => result.status).sort()).toEqual([200, 409])
    expect((renames.find((result) => result.status === 409)!.body as Err).error.message).toBe('You already have an album called Soft Glam')

    const adds = await Promise.all(
      [0, 1].map(() => callRoute<Err>(withSrcBulk, { token, body: { srcs: [photo.src], albums: { existing: [], new: ['Editorial'] } } })),
    )
    expect(adds.map((result) => result.status).sort()).toEqual([200, 409])
    expect(adds.find((result) => result.status === 409)!.body.error.message).toBe('You already have an album called Editorial')
    expect(await names(user.id)).toEqual(
      ['Editorial', 'First', 'Second', 'Soft Glam'].filter((name) => name !== (renames[0].status === 200 ? 'First' : 'Second')),
    )
  })

  it('keeps the name free of dismissed albums: a new album may take it, and the dismissed one cannot come back under it', async () => {
    const { user, token } = await createOwner()
    const dismissed = await albumWith(user.id, [], { name: 'Editorial', auto: true, status: 'dismissed' })
    expect((await callRoute(createRoute, { token, body: { name: 'editorial' } })).status).toBe(201)
    await subscribe(user.id, 'smart-albums')
    const back = await callRoute<Err>(patchRoute, { token, body: { _id: dismissed.id, status: 'visible' } })
    expect(back.status).toBe(409)
    expect(back.body.error.message).toBe('You already have an album called Editorial')
  })
})
