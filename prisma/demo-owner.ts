// A demo owner, so that a newcomer opening the app sees a living business: reviews, albums, gigs.
// Created once; a later seed leaves it (and whatever was done with it) alone.
import { addDays, format } from 'date-fns'
import { hashPassword } from '@/lib/auth/password'
import { fromDbDate } from '@/lib/appointments/dates'
import { gigPath } from '@/lib/appointments/links'
import { newOfferToken, offerExpiry } from '@/lib/appointments/send-offer'
import { hashtagsOf } from '@/lib/albums/tags'
import type { DbClient } from '@/lib/db'
import { demoMedia } from '@/lib/instagram/demo-source'

export const DEMO_EMAIL = 'demo@glowfolio.app'
export const DEMO_PASSWORD = 'glowfolio-demo'

const photo = (n: number) => `/demo/photo-${String(n).padStart(2, '0')}.jpg`
/** A client's review photo, named as an upload's largest size is (`-w<width>`), so screens fetch its 425 px size (lib/images/photo.ts). */
const reviewPhoto = (n: number) => photo(n).replace('.jpg', '-w768.jpg')
/** The responsive sizes an upload gets (viewport → URL), from the variants in public/demo. */
const demoSizes = (src: string, widths: Partial<Record<'375' | '425' | '768' | '1024', number>>) => ({
  '375': src,
  '425': src,
  '768': src,
  '1024': src,
  ...Object.fromEntries(Object.entries(widths).map(([viewport, width]) => [viewport, src.replace('.jpg', `-w${width}.jpg`)])),
})
const COVERS = ['/demo/cover-1.jpg', '/demo/cover-2.jpg', '/demo/cover-3.jpg']
const PROFILE = '/demo/profile.jpg'
const day = (offset: number) => new Date(`${format(addDays(new Date(), offset), 'yyyy-MM-dd')}T00:00:00Z`)

export async function seedDemoOwner(db: DbClient): Promise<'created' | 'exists'> {
  if (await db.user.findUnique({ where: { email: DEMO_EMAIL }, select: { id: true } })) return 'exists'

  const user = await db.user.create({
    data: {
      email: DEMO_EMAIL,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Glow by Mia',
      slug: 'glow-by-mia',
      slogan: 'Bridal and event makeup in Sydney',
      bio: '<p>Hi, I am Mia. For eight years I have done makeup for brides, formals and photo shoots across Sydney. I love skin that looks like skin, and a look that lasts from the first photo to the last dance.</p>',
      profileImg: PROFILE,
      coverImgs: COVERS,
      kit: [{ name: 'MAC' }, { name: 'Charlotte Tilbury' }, { name: 'NARS' }, { name: 'Fenty Beauty' }, { name: 'Kryolan' }],
      locationCity: 'Bondi',
      locationFormatted: 'Bondi NSW 2026, Australia',
      mobile: '+61412345678',
      facebookPage: 'https://www.facebook.com/glowbymia',
      instaUsername: 'glowbymia',
      cancellationPolicy: 'Deposits are non-refundable within 14 days of the booking. You can move your date once, free of charge.',
    },
  })

  const reviews = [
    {
      customerName: 'Sophie Nguyen',
      score: 5,
      comments: 'Mia did my bridal makeup and I have never felt more like myself, just glowing. It lasted through tears, dancing and a very humid evening.',
      images: [reviewPhoto(5), reviewPhoto(9)],
      daysAgo: 12,
      status: 'visible' as const,
    },
    {
      customerName: 'Chloe Williams',
      score: 5,
      comments: 'Booked Mia for my formal and she listened to exactly what I wanted. So calm and so talented!',
      images: [reviewPhoto(2)],
      daysAgo: 40,
      status: 'visible' as const,
    },
    {
      customerName: 'Grace Lee',
      score: 5,
      comments: 'Flawless skin in every photo. The whole bridal party was thrilled.',
      images: [],
      daysAgo: 75,
      status: 'visible' as const,
    },
    {
      customerName: 'Olivia Brown',
      score: 4,
      comments: 'Beautiful soft glam for our engagement shoot. Arrived right on time and was lovely to work with.',
      images: [reviewPhoto(13)],
      daysAgo: 110,
      status: 'visible' as const,
    },
    { customerName: 'Ava Martin', score: 5, comments: 'Best makeup artist in Sydney, hands down.', images: [], daysAgo: 160, status: 'visible' as const },
    { customerName: 'Emily', score: 3, comments: 'Lovely result, but we started twenty minutes late.', images: [], daysAgo: 200, status: 'hidden' as const },
  ]
  for (const review of reviews) {
    await db.review.create({
      data: {
        userId: user.id,
        customerName: review.customerName,
        score: review.score,
        comments: review.comments,
        images: review.images,
        status: review.status,
        source: 'glowfolio',
        date: addDays(new Date(), -review.daysAgo),
      },
    })
  }

  // The demo Instagram account's own posts, under its media ids: the sync then knows them and never
  // imports them a second time.
  const images: { id: string; src: string; tags: string[] }[] = []
  for (const media of demoMedia()) {
    images.push(
      await db.image.create({
        select: { id: true, src: true, tags: true },
        data: {
          userId: user.id,
          source: 'instagram',
          src: media.mediaUrl,
          sizes: demoSizes(media.mediaUrl, { '425': 425, '768': 768 }),
          width: 1080,
          height: 1080,
          instagramMediaId: media.id,
          permaLink: media.permalink,
          caption: media.caption,
          tags: hashtagsOf(media.caption),
          takenAt: media.timestamp ? new Date(media.timestamp) : null,
        },
      }),
    )
  }
  // The cover and profile photos, stored as uploads are, so the site serves them in responsive sizes.
  await db.image.createMany({
    data: [
      ...COVERS.map((src) => ({
        userId: user.id,
        source: 'upload' as const,
        src,
        sizes: demoSizes(src, { '375': 1024, '425': 425, '768': 768, '1024': 1024 }),
        width: 1600,
        height: 1000,
      })),
      { userId: user.id, source: 'upload' as const, src: PROFILE, sizes: demoSizes(PROFILE, { '425': 425 }), width: 512, height: 512 },
    ],
  })

  const album = async (
    name: string,
    members: typeof images,
    extra: { default?: boolean; auto?: boolean; status?: 'visible' | 'hidden'; tags?: string[] } = {},
  ) =>
    db.album.create({
      data: {
        userId: user.id,
        name,
        coverImg: members[0]?.src,
        default: extra.default ?? false,
        auto: extra.auto ?? false,
        status: extra.status ?? 'visible',
        tags: extra.tags ?? [],
        images: { create: members.map((image, position) => ({ imageId: image.id, position })) },
      },
    })
  await album('Instagram', images.slice(0, 12), { default: true })
  await album(
    'Bridal',
    images.filter((image) => image.tags.includes('bridal')),
  )
  await album(
    'Editorial',
    images.filter((image) => image.tags.includes('editorial')),
    { auto: true, status: 'hidden', tags: ['editorial'] },
  )

  // A bridal artist's menu: the site's price list, and what the wedding gigs below were filled from.
  const menu = await db.service.createManyAndReturn({
    data: [
      { name: 'Bridal makeup', category: 'bridal' as const, priceCents: 45000, durationMinutes: 90 },
      { name: 'Bridal makeup and hair', category: 'bridal' as const, priceCents: 65000, priceFrom: true, durationMinutes: 150 },
      { name: 'Bridesmaid makeup', category: 'bridesmaid' as const, priceCents: 15000, durationMinutes: 45 },
      { name: 'Mother of the bride makeup', category: 'motherOfTheBride' as const, priceCents: 17000, durationMinutes: 60 },
      { name: 'Flower girl glow', category: 'flowerGirl' as const, priceCents: 6000, durationMinutes: 20 },
      { name: 'Bridal trial', category: 'trial' as const, priceCents: 18000, durationMinutes: 90 },
      { name: 'Event and formal makeup', category: 'event' as const, priceCents: 14000, priceFrom: true, durationMinutes: 60 },
      { name: 'One-on-one makeup lesson', category: 'lesson' as const, priceCents: 22000, durationMinutes: 120 },
    ].map((service) => ({ ...service, userId: user.id })),
  })
  /** A gig's line filled from the menu, as the event form's picker fills it. */
  const fromMenu = (title: string, name: string, count = 1) => {
    const service = menu.find((entry) => entry.name === name)!
    return { title, subTitle: service.name, count, priceCents: service.priceCents, durationMinutes: service.durationMinutes, serviceId: service.id }
  }

  const gigs = [
    {
      customerName: 'Hannah Scott',
      date: day(3),
      timeFrom: '06:30',
      timeTo: '09:00',
      status: 'booked' as const,
      paid: false,
      totalCents: 65000,
      depositCents: 20000,
      paidToDateCents: 20000,
      due: day(1),
      services: [
        { title: 'Bride', subTitle: 'Bridal makeup with trial' },
        { title: 'Mother of the bride', subTitle: 'Soft glam' },
      ],
      locationCity: 'Manly',
      description: 'Soft, dewy skin and a warm brown smoky eye.',
    },
    {
      customerName: 'Isla Turner',
      date: day(9),
      timeFrom: '17:00',
      timeTo: '18:30',
      status: 'booked' as const,
      paid: true,
      totalCents: 18000,
      depositCents: 5000,
      paidToDateCents: 18000,
      due: day(9),
      services: [{ title: 'Isla', subTitle: 'Formal makeup' }],
      locationCity: 'Bondi',
      description: 'Glam for her year 12 formal.',
    },
    {
      customerName: 'Zoe Harris',
      date: day(21),
      timeFrom: '08:00',
      timeTo: '12:00',
      status: 'offered' as const,
      paid: false,
      totalCents: 90000,
      depositCents: 30000,
      paidToDateCents: 0,
      due: day(14),
      services: [fromMenu('Bride', 'Bridal makeup'), fromMenu('Bridesmaid', 'Bridesmaid makeup', 3)],
      locationCity: 'Mosman',
      description: 'Garden wedding, natural look.',
    },
    {
      customerName: 'Ruby Clarke',
      date: day(-6),
      timeFrom: '15:00',
      timeTo: '16:00',
      status: 'booked' as const,
      paid: false,
      totalCents: 15000,
      depositCents: 0,
      paidToDateCents: 0,
      due: day(-2),
      services: [{ title: 'Ruby', subTitle: 'Engagement shoot makeup' }],
      locationCity: 'Surry Hills',
      description: '',
    },
    {
      customerName: 'Lily Evans',
      date: day(-20),
      timeFrom: '22:00',
      timeTo: '01:00',
      status: 'booked' as const,
      paid: true,
      totalCents: 30000,
      depositCents: 10000,
      paidToDateCents: 30000,
      due: day(-20),
      services: [
        { title: 'Lily', subTitle: 'Party makeup' },
        { title: 'Friend', subTitle: 'Party makeup' },
      ],
      locationCity: 'Darlinghurst',
      description: '',
    },
  ]
  let requestNumber = 0
  let request: { id: string; requestNumber: number; customerName: string } | null = null
  for (const gig of gigs) {
    requestNumber += 1
    const offered = gig.status === 'offered'
    const created = await db.appointment.create({
      data: {
        userId: user.id,
        requestNumber,
        status: gig.status,
        customerName: gig.customerName,
        customerMobile: '+61400000000',
        customerEmail: `${gig.customerName.split(' ')[0].toLowerCase()}@example.com`,
        locationCity: gig.locationCity,
        locationState: 'NSW',
        locationFormatted: `${gig.locationCity} NSW, Australia`,
        date: gig.date,
        timeFrom: gig.timeFrom,
        timeTo: gig.timeTo,
        services: gig.services,
        description: gig.description || null,
        totalCents: gig.totalCents,
        depositCents: gig.depositCents,
        paidToDateCents: gig.paidToDateCents,
        paymentDueDate: gig.due,
        paid: gig.paid,
        // The offer is out, waiting for the customer: its link works on the demo.
        ...(offered
          ? {
              origin: 'bookingRequest' as const,
              cancellationPolicy: user.cancellationPolicy,
              offerToken: newOfferToken(),
              offerSentAt: addDays(new Date(), -1),
              offerExpiresAt: offerExpiry({ date: fromDbDate(gig.date), paymentDueDate: fromDbDate(gig.due), timeZone: user.timeZone }),
            }
          : {}),
      },
    })
    if (offered) request = created
    if (gig.paidToDateCents > 0) {
      await db.payment.create({
        data: {
          userId: user.id,
          appointmentId: created.id,
          amountCents: gig.paidToDateCents,
          method: 'bankTransfer',
          note: gig.paidToDateCents === gig.depositCents ? 'Deposit' : null,
          paidAt: addDays(gig.date, -14),
        },
      })
    }
  }
  if (request) {
    await db.notification.create({
      data: { userId: user.id, type: 'booking', message: `${request.customerName} asked to book you (#${request.requestNumber})`, link: gigPath(request.id) },
    })
  }

  await db.notification.create({
    data: { userId: user.id, type: 'review', message: 'New review', img: reviewPhoto(5), link: '/dashboard/reviews' },
  })
  return 'created'
}
