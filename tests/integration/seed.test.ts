// The seed is idempotent and holds the catalogues the specs need.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { seed } from '@/prisma/seed'
import { DEMO_EMAIL } from '@/prisma/demo-owner'
import { syncInstagram } from '@/lib/instagram/sync'
import { serviceSchema } from '@/lib/appointments/schema'
import { linesTotal } from '@/lib/services/menu'
import { smallPhotoSrc } from '@/lib/images/photo'

describe('seed', () => {
  it('can run again without changing the catalogue counts', async () => {
    const count = async () => ({
      features: await prisma.feature.count(),
      themes: await prisma.theme.count(),
      brands: await prisma.brand.count(),
      templates: await prisma.reviewCardTemplate.count(),
      checklist: await prisma.checklistItem.count(),
      testimonials: await prisma.testimonial.count(),
    })
    const before = await count()
    await seed({ demo: false })
    expect(await count()).toEqual(before)
  })

  it('holds 14 feed and 20 story templates, default first', async () => {
    const feed = await prisma.reviewCardTemplate.findMany({ where: { type: 'feed' }, orderBy: { order: 'asc' } })
    const story = await prisma.reviewCardTemplate.findMany({ where: { type: 'story' }, orderBy: { order: 'asc' } })
    expect(feed.map((t) => t.order)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1))
    expect(story.map((t) => t.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(feed[0].id).toBe('default')
    expect(story.slice(0, 4).map((t) => t.id)).toEqual(['story-1', 'story-2', 'story-3', 'story-4'])
  })

  it('has the free basic theme with the spec defaults, paid themes, 60+ brands and 4 testimonials', async () => {
    expect(await prisma.theme.findUniqueOrThrow({ where: { id: 'basic' } })).toMatchObject({ priceCents: 0, primaryColor: '#007aff', headingColor: '#000000' })
    expect(await prisma.theme.count({ where: { priceCents: { gt: 0 } } })).toBeGreaterThanOrEqual(3)
    expect(await prisma.brand.count()).toBeGreaterThanOrEqual(60)
    expect(await prisma.testimonial.count()).toBe(4)
  })

  it('creates the demo owner once, with reviews, albums and gigs', async () => {
    await seed({ demo: true })
    await seed({ demo: true })
    const demo = await prisma.user.findUniqueOrThrow({
      where: { email: DEMO_EMAIL },
      include: { _count: { select: { reviews: true, albums: true, appointments: true } } },
    })
    expect(demo._count).toEqual({ reviews: 6, albums: 3, appointments: 5 })
    expect(await prisma.user.count({ where: { email: DEMO_EMAIL } })).toBe(1)
  })

  it("gives the demo's review photos files of their own in public/demo, and a 425 px size that screens fetch", async () => {
    await seed({ demo: true })
    const reviews = await prisma.review.findMany({ where: { user: { email: DEMO_EMAIL } }, select: { images: true } })
    const photos = reviews.flatMap((review) => review.images)
    expect(photos).toHaveLength(4)
    const inPublic = (src: string) => existsSync(path.join('public', src))
    expect(photos.filter((src) => !inPublic(src))).toEqual([])
    expect(photos.map(smallPhotoSrc).filter((small) => !small.endsWith('-w425.jpg') || !inPublic(small))).toEqual([])
  })

  it("gives the demo owner a menu for the site's price list, which the wedding gig was filled from", async () => {
    await seed({ demo: true })
    const demo = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL }, include: { services: true, appointments: true } })
    expect(new Set(demo.services.map((service) => service.category))).toEqual(
      new Set(['bridal', 'bridesmaid', 'motherOfTheBride', 'flowerGirl', 'trial', 'event', 'lesson']),
    )
    const wedding = demo.appointments.find((gig) => gig.customerName === 'Zoe Harris')!
    const lines = serviceSchema.array().parse(wedding.services)
    expect(lines.every((line) => demo.services.some((service) => service.id === line.serviceId && service.priceCents === line.priceCents))).toBe(true)
    expect(linesTotal(lines)).toBe(wedding.totalCents)
  })

  // The seed's Instagram photos are the demo account's posts: a sync finds them known, so the demo's
  // Instagram album holds each photo once (it used to hold them twice, seeded and synced).
  it('seeds the demo Instagram photos so that a sync adds none of them again', async () => {
    await seed({ demo: true })
    const demo = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } })
    expect((await syncInstagram({ userId: demo.id })).imported).toBe(0)
    expect(await prisma.image.count({ where: { userId: demo.id, source: 'instagram' } })).toBe(16)
    const album = await prisma.album.findFirstOrThrow({ where: { userId: demo.id, default: true }, include: { images: { include: { image: true } } } })
    const photos = album.images.map((entry) => entry.image.src)
    expect(photos).toHaveLength(12)
    expect(new Set(photos).size).toBe(12)
  }, 60_000)
})
