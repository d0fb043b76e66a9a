// Customers' uploads (no login) that no review or booking request names within a day are deleted by a
// job, rows and files; named ones and owners' own uploads never are. A database of its own: the job
// sweeps every owner, and other files' fresh uploads must not be in its way.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as bookingRequestRoute } from '@/app/v1/booking-request/route'
import { POST as bookingUpload } from '@/app/v1/booking-request/upload-photo/route'
import { POST as ownerUpload } from '@/app/v1/image/upload-single-image/route'
import { PATCH as patchReviewRoute, POST as reviewRoute } from '@/app/v1/review/route'
import { POST as reviewUpload } from '@/app/v1/review/upload-photo/route'
import { prisma } from '@/lib/db'
import { deleteUnattachedUploads } from '@/lib/images/delete-unattached-uploads'
import { attachOwnImages } from '@/lib/images/own-images'
import { jobs } from '@/lib/jobs/registry'
import { getStorage } from '@/lib/storage/get-storage'
import { dayFromToday } from '../factories/appointments'
import { createReviewFor } from '../factories/reviews'
import { createOwner } from '../factories/users'
import { callRoute } from '../support/call-route'
import { imageForm, pngImage } from '../support/images'
import { setUpOwnDatabase } from '../support/own-database'

await setUpOwnDatabase('unattached')

const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const hoursLater = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000)

async function customerPhoto(route: typeof reviewUpload, userId: string) {
  const { status, body } = await callRoute<string>(route, {
    rawBody: imageForm(await pngImage(900, 600), { name: 'look.png', type: 'image/png' }),
    method: 'POST',
    query: { userId },
    headers: fromIp(),
  })
  expect(status).toBe(201)
  return prisma.image.findFirstOrThrow({ where: { src: body } })
}

/** Whether the row and every one of its files are still there. */
async function kept(image: { id: string; storageKeys: string[] }) {
  const row = await prisma.image.findUnique({ where: { id: image.id } })
  const files = await Promise.all(image.storageKeys.map((key) => getStorage().get(key)))
  if (row && files.every(Boolean)) return true
  if (!row && files.every((file) => file === null)) return false
  throw new Error(`Image ${image.id} is half there: row ${Boolean(row)}, files ${files.map(Boolean).join(',')}`)
}

describe('delete-unattached-uploads', () => {
  it("deletes customers' photos nothing named within 24 h, rows and files, and keeps named photos and owners' uploads", async () => {
    const { user, token } = await createOwner()
    const inReview = await customerPhoto(reviewUpload, user.id)
    const inRequest = await customerPhoto(bookingUpload, user.id)
    const forgotten = await customerPhoto(reviewUpload, user.id)
    const forgottenForBooking = await customerPhoto(bookingUpload, user.id)
    const own = await callRoute<string>(ownerUpload, { token, rawBody: imageForm(await pngImage(), { name: 'mine.png', type: 'image/png' }), method: 'POST' })
    const ownImage = await prisma.image.findFirstOrThrow({ where: { src: own.body } })

    const review = await callRoute(reviewRoute, {
      body: { userId: user.id, customerName: 'Mia', score: 5, comments: 'Loved it', images: [inReview.src] },
      headers: fromIp(),
    })
    expect(review.status).toBe(201)
    const request = await callRoute(bookingRequestRoute, {
      body: {
        userId: user.id,
        customerName: 'Olivia Brown',
        customerMobile: '0412 000 111',
        customerEmail: 'olivia@example.com',
        location: { city: 'Coogee', formatted: '12 Beach St, Coogee' },
        date: dayFromToday(40),
        time: { from: '07:00', to: '09:30' },
        services: [{ title: 'Olivia', subTitle: 'Engagement shoot' }],
        images: [inRequest.src],
      },
      headers: fromIp(),
    })
    expect(request.status).toBe(201)
    expect(await prisma.image.findMany({ where: { id: { in: [inReview.id, inRequest.id] } }, select: { unattachedSince: true } })).toEqual([
      { unattachedSince: null },
      { unattachedSince: null },
    ])

    expect(await deleteUnattachedUploads({ now: hoursLater(23) })).toEqual({ deleted: 0 })
    expect(await kept(forgotten)).toBe(true)

    expect(await deleteUnattachedUploads({ now: hoursLater(25) })).toEqual({ deleted: 2 })
    expect(await kept(forgotten)).toBe(false)
    expect(await kept(forgottenForBooking)).toBe(false)
    for (const image of [inReview, inRequest, ownImage]) expect(await kept(image)).toBe(true)
    expect(await deleteUnattachedUploads({ now: hoursLater(25) })).toEqual({ deleted: 0 })
  })

  it("attaches a photo the owner puts on a review, and only the owner's own", async () => {
    const owner = await createOwner()
    const other = await createOwner()
    const photo = await customerPhoto(reviewUpload, owner.user.id)
    const review = await createReviewFor(owner.user.id)
    const othersReview = await createReviewFor(other.user.id)

    const refused = await callRoute(patchReviewRoute, { token: other.token, body: { _id: othersReview.id, images: [photo.src] } })
    expect(refused.status).toBe(404)
    expect((await prisma.image.findUniqueOrThrow({ where: { id: photo.id } })).unattachedSince).toBeInstanceOf(Date)

    expect((await callRoute(patchReviewRoute, { token: owner.token, body: { _id: review.id, images: [photo.src] } })).status).toBe(200)
    expect(await deleteUnattachedUploads({ now: hoursLater(25) })).toEqual({ deleted: 0 })
    expect(await kept(photo)).toBe(true)
  })

  // The embedded database has one connection: a held transaction would keep the job waiting forever.
  it.skipIf(process.env.DATABASE_EMBEDDED === '1')('passes over a photo a review is attaching at that moment', async () => {
    const { user } = await createOwner()
    const photo = await customerPhoto(reviewUpload, user.id)
    let finish: () => void = () => undefined
    let attached: () => void = () => undefined
    const isAttached = new Promise<void>((resolve) => (attached = resolve))
    const attaching = prisma.$transaction(async (tx) => {
      await attachOwnImages(tx, user.id, [photo.src])
      attached()
      await new Promise<void>((resolve) => (finish = resolve))
    })
    await isAttached
    expect(await deleteUnattachedUploads({ now: hoursLater(25) })).toEqual({ deleted: 0 })
    finish()
    await attaching
    expect(await kept(photo)).toBe(true)
    expect((await prisma.image.findUniqueOrThrow({ where: { id: photo.id } })).unattachedSince).toBeNull()
  })

  it('runs every hour as a background job', () => {
    expect(jobs.find((job) => job.name === 'delete-unattached-uploads')).toMatchObject({ cron: '41 * * * *' })
  })
})
