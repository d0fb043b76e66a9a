// The image pipeline: type by content, size caps, metadata stripped, responsive sizes stored, and no
// Image row without its files. Local storage on disk, S3 against a stub that speaks its API.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { POST as uploadRoute } from '@/app/v1/image/upload-single-image/route'
import { POST as customerUpload } from '@/app/v1/review/upload-photo/route'
import { POST as bookingUpload } from '@/app/v1/booking-request/upload-photo/route'
import { GET as serveUpload } from '@/app/uploads/[...key]/route'
import { prisma } from '@/lib/db'
import { smallPhotoSrc, unsizedPhoto } from '@/lib/images/photo'
import { saveImage } from '@/lib/images/save-image'
import { storedPhotos } from '@/lib/images/stored-photos'
import { imageWork } from '@/lib/images/work-queue'
import { getStorage } from '@/lib/storage/get-storage'
import { s3Storage } from '@/lib/storage/s3-storage'
import type { Storage } from '@/lib/storage/storage'
import { callRoute } from '../support/call-route'
import { startHttpStub, type StubReply } from '../support/http-stub'
import { animatedGif, gifWithOversizedFrame, imageForm, jpegWithGps, pngImage } from '../support/images'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string } }
const fromIp = () => ({ 'x-forwarded-for': `192.0.2.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })

async function upload(token: string | undefined, form: FormData) {
  return callRoute<string | Err>(uploadRoute, { token, rawBody: form, method: 'POST' })
}

describe('POST /v1/image/upload-single-image', () => {
  it('stores a phone photo without its GPS tag, in the responsive sizes, and answers its URL', async () => {
    const { user, token } = await createOwner()
    const original = await jpegWithGps()
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('iPhone')

    const { status, body } = await upload(token, imageForm(original))
    expect(status).toBe(201)
    const url = body as string
    expect(url).toMatch(/^\/uploads\/.+-w1024\.jpg$/)

    const image = await prisma.image.findFirstOrThrow({ where: { userId: user.id, src: url } })
    expect(image).toMatchObject({ source: 'upload', width: 1600, height: 1200 })
    expect(Object.keys(image.sizes as object).sort()).toEqual(['1024', '375', '425', '768'])
    expect(image.storageKeys).toHaveLength(3)

    for (const key of image.storageKeys) {
      const stored = await getStorage().get(key)
      const metadata = await sharp(stored!.body).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.format).toBe('jpeg')
      expect([425, 768, 1024]).toContain(metadata.width)
    }

    const served = await callRoute(serveUpload, { params: { key: image.storageKeys[0].split('/') } as never })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toMatch(/immutable/)
  })

  it('never enlarges a small image', async () => {
    const { user, token } = await createOwner()
    const { body } = await upload(token, imageForm(await pngImage(300, 200), { name: 'small.png', type: 'image/png' }))
    const image = await prisma.image.findFirstOrThrow({ where: { userId: user.id, src: body as string } })
    expect(image.storageKeys).toHaveLength(1)
    expect((await sharp((await getStorage().get(image.storageKeys[0]))!.body).metadata()).width).toBe(300)
  })

  it('refuses a file that claims to be a PNG but is not, and keeps nothing', async () => {
    const { user, token } = await createOwner()
    const fake = Buffer.from('<?php echo "not an image"; ?>'.repeat(20))
    const { status, body } = await upload(token, imageForm(fake, { name: 'photo.png', type: 'image/png' }))
    expect(status).toBe(415)
    expect((body as Err).error.message).toBe('Please upload a PNG, JPEG or GIF image')
    expect(await prisma.image.count({ where: { userId: user.id } })).toBe(0)
  })

  it('refuses an oversized file with 413', async () => {
    const { token } = await createOwner()
    const huge = Buffer.concat([await jpegWithGps({ width: 100, height: 100 }), randomBytes(13 * 1024 * 1024)])
    expect((await upload(token, imageForm(huge))).status).toBe(413)
  })

  it('refuses a body that is not multipart, a form without a file, and no token', async () => {
    const { token } = await createOwner()
    expect((await callRoute(uploadRoute, { token, body: { images: 'x' } })).status).toBe(415)
    const empty = new FormData()
    empty.append('other', 'x')
    expect((await upload(token, empty)).status).toBe(422)
    expect((await upload(undefined, imageForm(await pngImage()))).status).toBe(401)
  })

  it("files another owner's upload under that owner, never under the first", async () => {
    const first = await createOwner()
    const second = await createOwner()
    const { body } = await upload(second.token, imageForm(await pngImage(), { name: 'a.png', type: 'image/png' }))
    expect((body as string).includes(first.user.id)).toBe(false)
    expect(await prisma.image.count({ where: { userId: first.user.id } })).toBe(0)
    expect(await prisma.image.count({ where: { userId: second.user.id } })).toBe(1)
  })
})

describe('POST /v1/review/upload-photo (customers, no login)', () => {
  it("stores the photo as one of the owner's review images", async () => {
    const { user } = await createOwner()
    const { status, body } = await callRoute<string>(customerUpload, {
      rawBody: imageForm(await jpegWithGps()),
      method: 'POST',
      query: { userId: user.id },
      headers: fromIp(),
    })
    expect(status).toBe(201)
    expect(await prisma.image.findFirstOrThrow({ where: { src: body } })).toMatchObject({ userId: user.id, source: 'review' })
  })

  it('keeps only the first frame of an animated GIF, on both public upload routes; an owner keeps the animation', async () => {
    const { user, token } = await createOwner()
    const gif = await animatedGif({ frames: 4 })
    expect((await sharp(gif).metadata()).pages).toBe(4)
    const gifForm = () => imageForm(gif, { name: 'moving.gif', type: 'image/gif' })
    for (const route of [customerUpload, bookingUpload]) {
      const { status, body } = await callRoute<string>(route, { rawBody: gifForm(), method: 'POST', query: { userId: user.id }, headers: fromIp() })
      expect(status).toBe(201)
      const image = await prisma.image.findFirstOrThrow({ where: { src: body } })
      expect(image).toMatchObject({ width: 400, height: 300 })
      for (const key of image.storageKeys) {
        const stored = await sharp((await getStorage().get(key))!.body, { animated: true }).metadata()
        expect(stored).toMatchObject({ format: 'gif', pages: 1, width: 400, height: 300 })
      }
    }
    const own = await upload(token, gifForm())
    expect(own.status).toBe(201)
    const image = await prisma.image.findFirstOrThrow({ where: { src: own.body as string } })
    expect((await sharp((await getStorage().get(image.storageKeys[0]))!.body).metadata()).pages).toBe(4)
  })

  it('reads only the first frame of a large animation (14 frames of 2000x2000), and refuses a GIF whose frame is over the budget before decoding it', async () => {
    const { user } = await createOwner()
    // Flat frames of different colours: a few kilobytes a frame, 4 megapixels each.
    const frames = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        sharp({ create: { width: 2000, height: 2000, channels: 3, background: { r: i * 15, g: 100, b: 60 } } })
          .raw()
          .toBuffer(),
      ),
    )
    const big = await sharp(Buffer.concat(frames), { raw: { width: 2000, height: 28000, channels: 3, pageHeight: 2000 } })
      .gif()
      .toBuffer()
    expect(big.length).toBeLessThan(100_000)
    const customer = (file: Buffer) =>
      callRoute<Err>(customerUpload, {
        rawBody: imageForm(file, { name: 'x.gif', type: 'image/gif' }),
        method: 'POST',
        query: { userId: user.id },
        headers: fromIp(),
      })
    const kept = await customer(big)
    expect(kept.status).toBe(201)
    const image = await prisma.image.findFirstOrThrow({ where: { src: kept.body as unknown as string } })
    expect(image).toMatchObject({ width: 2000, height: 2000 })
    for (const key of image.storageKeys) expect((await sharp((await getStorage().get(key))!.body, { animated: true }).metadata()).pages).toBe(1)

    const before = await prisma.image.count({ where: { userId: user.id } })
    const refused = await customer(await gifWithOversizedFrame({ frameWidth: 5000, frameHeight: 4000 }))
    expect(refused.status).toBe(422)
    expect(refused.body.error.message).toBe('This image is too large. Please upload one of at most 16 megapixels.')
    expect(await prisma.image.count({ where: { userId: user.id } })).toBe(before)
    // Encoding the 56-megapixel GIF to upload is most of the time, and slow on a busy machine.
  }, 60_000)

  it('refuses a photo over 16 megapixels (an owner may upload it), keeping nothing', async () => {
    const { user, token } = await createOwner()
    // A plain 5000x4000 PNG: 20 megapixels in a few kilobytes.
    const big = imageForm(await pngImage(5000, 4000), { name: 'big.png', type: 'image/png' })
    const { status, body } = await callRoute<Err>(customerUpload, { rawBody: big, method: 'POST', query: { userId: user.id }, headers: fromIp() })
    expect(status).toBe(422)
    expect(body.error.message).toBe('This image is too large. Please upload one of at most 16 megapixels.')
    expect(await prisma.image.count({ where: { userId: user.id } })).toBe(0)
    expect((await upload(token, imageForm(await pngImage(5000, 4000), { name: 'big.png', type: 'image/png' }))).status).toBe(201)
  })

  it('stores the photo as unattached until a review names it; an owner upload is attached from the start', async () => {
    const { user, token } = await createOwner()
    const { body } = await callRoute<string>(customerUpload, {
      rawBody: imageForm(await pngImage()),
      method: 'POST',
      query: { userId: user.id },
      headers: fromIp(),
    })
    expect((await prisma.image.findFirstOrThrow({ where: { src: body } })).unattachedSince).toBeInstanceOf(Date)
    const own = await upload(token, imageForm(await pngImage(), { name: 'a.png', type: 'image/png' }))
    expect((await prisma.image.findFirstOrThrow({ where: { src: own.body as string } })).unattachedSince).toBeNull()
  })

  it('refuses an unknown business, a missing owner id, and too many uploads from one address', async () => {
    const { user } = await createOwner()
    const file = await pngImage(50, 50)
    expect((await callRoute(customerUpload, { rawBody: imageForm(file), method: 'POST', query: { userId: 'nobody' }, headers: fromIp() })).status).toBe(404)
    expect((await callRoute(customerUpload, { rawBody: imageForm(file), method: 'POST', headers: fromIp() })).status).toBe(422)
    const headers = fromIp()
    for (let i = 0; i < 30; i++) await callRoute(customerUpload, { rawBody: imageForm(file), method: 'POST', query: { userId: user.id }, headers })
    expect((await callRoute(customerUpload, { rawBody: imageForm(file), method: 'POST', query: { userId: user.id }, headers })).status).toBe(429)
  })
})

describe('the image queue', () => {
  it("runs the image work of at most two uploads at a time in a process, owners' and customers' alike, and finishes them all", async () => {
    const { user, token } = await createOwner()
    const photo = await jpegWithGps()
    let most = 0
    const watch = setInterval(() => (most = Math.max(most, imageWork.running)), 1)
    const uploads = await Promise.all([
      ...Array.from({ length: 3 }, () => upload(token, imageForm(photo))),
      ...Array.from({ length: 3 }, () =>
        callRoute<string>(customerUpload, { rawBody: imageForm(photo), method: 'POST', query: { userId: user.id }, headers: fromIp() }),
      ),
    ]).finally(() => clearInterval(watch))
    expect(uploads.map((u) => u.status)).toEqual([201, 201, 201, 201, 201, 201])
    expect(most).toBe(2)
    expect([imageWork.running, imageWork.waiting]).toEqual([0, 0])
  })
})

describe('saveImage', () => {
  it('removes what it stored when a later step fails, leaving no row and no file', async () => {
    const { user } = await createOwner()
    const written = new Map<string, Buffer>()
    let puts = 0
    const flaky: Storage = {
      ...getStorage(),
      name: 'local',
      async put(key, body) {
        puts += 1
        if (puts === 3) throw new Error('disk full')
        written.set(key, body)
      },
      async delete(keys) {
        keys.forEach((key) => written.delete(key))
      },
    }
    await expect(saveImage({ userId: user.id, source: 'upload', file: await jpegWithGps() }, { storage: flaky })).rejects.toThrow('disk full')
    expect(written.size).toBe(0)
    expect(await prisma.image.count({ where: { userId: user.id } })).toBe(0)
  })
})

describe('stored photos by address', () => {
  it("answers each address with its stored sizes, in the order asked; an address from elsewhere, or another owner's photo, as it is", async () => {
    const { user } = await createOwner()
    const { user: other } = await createOwner()
    const mine = await saveImage({ userId: user.id, source: 'upload', file: await jpegWithGps() })
    const theirs = await saveImage({ userId: other.id, source: 'upload', file: await pngImage(600, 400) })
    const external = 'https://scontent.cdninstagram.com/v/profile.jpg'

    const photos = await storedPhotos(user.id, [external, mine.src, theirs.src, mine.src])
    expect(photos.map((photo) => photo.src)).toEqual([external, mine.src, theirs.src, mine.src])
    expect(photos[1]).toEqual({ src: mine.src, sizes: mine.sizes, width: 1600, height: 1200 })
    expect(photos[0]).toEqual(unsizedPhoto(external))
    expect(photos[2]).toEqual(unsizedPhoto(theirs.src))
    expect(await storedPhotos(user.id, [])).toEqual([])
    // A thumbnail takes the stored small size, even of a photo whose address does not name its width (the demo's).
    expect(smallPhotoSrc(photos[1])).toBe(mine.sizes['425'])
    const demo = { src: '/demo/cover-1.jpg', sizes: { '425': '/demo/cover-1-w425.jpg' }, width: 1600, height: 1000 }
    expect(smallPhotoSrc(demo)).toBe('/demo/cover-1-w425.jpg')
    expect(smallPhotoSrc(photos[0])).toBe(external)
  })

  it("finds a stored photo's smallest size from its address alone, and leaves a smaller photo or another address as it is", async () => {
    const { user } = await createOwner()
    for (const file of [await jpegWithGps(), await pngImage(600, 400), await pngImage(425, 300)]) {
      const saved = await saveImage({ userId: user.id, source: 'upload', file })
      expect(smallPhotoSrc(saved.src)).toBe(saved.sizes['425'])
    }
    const small = await saveImage({ userId: user.id, source: 'upload', file: await pngImage(300, 200) })
    expect(smallPhotoSrc(small.src)).toBe(small.src)
    for (const elsewhere of ['/demo/profile.jpg', 'https://scontent.cdninstagram.com/v/t51/123-w1080.jpg?stp=dst', 'https://example.com/a-w1024.jpg.html'])
      expect(smallPhotoSrc(elsewhere)).toBe(elsewhere)
  })
})

describe('S3 storage', async () => {
  const objects = new Map<string, { body: string; type: string }>()
  const s3 = await startHttpStub((request): StubReply => {
    if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/'))
      return { status: 403, body: '<Error><Code>AccessDenied</Code></Error>' }
    if (request.method === 'PUT') {
      objects.set(request.path, { body: request.body, type: String(request.headers['content-type']) })
      return { status: 200, headers: { etag: '"abc"' }, body: '' }
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const object = objects.get(request.path)
      return object ? { body: object.body, headers: { 'content-type': object.type } } : { status: 404, body: '<Error><Code>NoSuchKey</Code></Error>' }
    }
    if (request.method === 'DELETE') {
      objects.delete(request.path)
      return { status: 204, body: '' }
    }
    return { status: 405, body: '' }
  })
  afterAll(() => s3.close())
  const storage = s3Storage({
    bucket: 'photos',
    region: 'auto',
    endpoint: s3.url,
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret',
    publicUrl: 'https://cdn.example.com',
  })

  it('signs, puts, reads, looks up and deletes objects under the bucket, with public CDN URLs', async () => {
    expect(await storage.exists('owner/a-w425.jpg')).toBe(false)
    await storage.put('owner/a-w425.jpg', Buffer.from('jpeg bytes'), 'image/jpeg')
    expect(objects.get('/photos/owner/a-w425.jpg')).toEqual({ body: 'jpeg bytes', type: 'image/jpeg' })
    expect((await storage.get('owner/a-w425.jpg'))?.body.toString()).toBe('jpeg bytes')
    expect(await storage.exists('owner/a-w425.jpg')).toBe(true)
    expect(storage.urlFor('owner/a-w425.jpg')).toBe('https://cdn.example.com/owner/a-w425.jpg')
    expect(storage.keyFromUrl('https://cdn.example.com/owner/a-w425.jpg')).toBe('owner/a-w425.jpg')
    await storage.delete(['owner/a-w425.jpg'])
    expect(await storage.get('owner/a-w425.jpg')).toBeNull()
  })

  it('refuses keys that try to leave their folder', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Refusing/)
    expect(getStorage().keyFromUrl('/uploads/../../etc/passwd')).toBeNull()
  })
})
