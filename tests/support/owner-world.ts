// An owner with one of everything, for the suites that try every route against them: a booked gig with
// payments and a split share, a wedding request whose quote is sent (an open offer) and one the bride has
// signed, a hidden review and a visible one, a checklist item and a suggestion, and so on.
import { randomBytes } from 'node:crypto'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { addClientPhoto } from '@/lib/clients/photos'
import { consultationToken } from '@/lib/consultations/link'
import { prisma } from '@/lib/db'
import { getProposalOrThrow, signContract } from '@/lib/weddings/proposal'
import { saveQuote, sendQuote } from '@/lib/weddings/owner-quote'
import { quoteBody } from '@/lib/weddings/schema'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'
import { pngImage } from './images'

const WEDDING_QUOTE = quoteBody.parse({
  party: [{ role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 }],
  readyBy: '11:00',
  artistCount: 1,
  travel: { kind: 'none' },
  retainer: { kind: 'percent', percent: 30 },
  retainerRefundable: false,
  balanceDue: { kind: 'daysBefore', days: 14 },
  cancellationTiers: DEFAULT_CANCELLATION_TIERS,
})

/** A bride's booking request with its quote built and sent, through the app's own functions: an open offer. */
async function weddingWithSentQuote(userId: string, customerName: string, customerEmail: string) {
  const gig = await createGigFor(userId, {
    status: 'offered',
    origin: 'bookingRequest',
    customerName,
    customerEmail,
    date: new Date(`${dayFromToday(60)}T00:00:00Z`),
    timeFrom: '08:00',
    timeTo: '11:00',
    totalCents: 0,
  })
  await saveQuote({ user: { id: userId }, appointmentId: gig.id, input: WEDDING_QUOTE })
  await sendQuote({ user: { id: userId }, appointmentId: gig.id })
  // Sent over an hour ago: the owner may send it again now (the same e-mail to one client is once an hour).
  await prisma.clientMessage.updateMany({ where: { recipient: customerEmail.toLowerCase() }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } })
  const { offerToken } = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, select: { offerToken: true } })
  return { id: gig.id, offerToken: offerToken! }
}

/** Two weddings: one whose quote is sent (an open offer), one the bride has signed. */
async function weddingsOf(userId: string, tag: string) {
  const offered = await weddingWithSentQuote(userId, `Private Bride ${tag}`, `bride-${tag}@example.com`)
  const signed = await weddingWithSentQuote(userId, `Signed Bride ${tag}`, `signed-${tag}@example.com`)
  const { termsHash } = await getProposalOrThrow({ token: signed.offerToken })
  await signContract({
    token: signed.offerToken,
    input: { fullName: `Signed Bride ${tag}`, agree: true, termsHash },
    ip: '198.51.100.7',
    userAgent: 'owner-world',
  })
  return { offeredGigId: offered.id, offerToken: offered.offerToken, signedGigId: signed.id, signedOfferToken: signed.offerToken }
}

/**
 * `weddings: false` leaves the two weddings out: building them (quotes saved, sent and signed, their
 * e-mails rendered) takes most of a world's time, and most routes never look at them.
 */
export async function ownerWithEverything({ weddings = true }: { weddings?: boolean } = {}) {
  const tag = randomBytes(4).toString('hex')
  const calendarFeedToken = randomBytes(32).toString('base64url')
  const { user, token } = await createOwner({
    businessName: `Private Beauty ${tag}`,
    mobile: '+61400111222',
    instagramToken: `ig-secret-${tag}`,
    instaUsername: `private.${tag}`,
    calendarFeedToken,
  })
  const image = await prisma.image.create({ data: { userId: user.id, src: `/uploads/${user.id}/private-${tag}.jpg`, source: 'upload' } })
  const album = await prisma.album.create({ data: { userId: user.id, name: `Secret Album ${tag}`, images: { create: [{ imageId: image.id, position: 0 }] } } })
  const review = await prisma.review.create({
    data: { userId: user.id, customerName: `Private Customer ${tag}`, score: 4, comments: `Private comment ${tag}`, source: 'glowfolio', images: [image.src] },
  })
  const appointment = await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      customerName: `Private Client ${tag}`,
      customerEmail: `client-${tag}@example.com`,
      locationCity: 'Bondi',
      date: new Date('2026-12-24T00:00:00Z'),
      timeFrom: '08:00',
      timeTo: '10:00',
      totalCents: 45600,
      paidToDateCents: 10000,
      payments: { create: { userId: user.id, amountCents: 10000, method: 'cash' } },
      paymentShares: {
        create: {
          name: `Private Guest ${tag}`,
          email: `guest-${tag}@example.com`,
          amountCents: 5000,
          position: 1,
          token: randomBytes(24).toString('base64url'),
        },
      },
    },
    include: { payments: true, paymentShares: true },
  })
  // Her client record, with a beauty profile and a note, and a second record by her name (a suggested duplicate).
  const client = await prisma.client.create({
    data: {
      userId: user.id,
      name: `Private Client ${tag}`,
      email: `client-${tag}@example.com`,
      allergies: `Secret allergy ${tag}`,
      recentTreatments: `Secret treatment ${tag}`,
      photoConsentAt: new Date(),
      appointments: { connect: { id: appointment.id } },
      notes: { create: { body: `Secret note ${tag}` } },
      shades: { create: { brand: 'Brand', product: 'Foundation', shade: `Secret shade ${tag}`, position: 0 } },
    },
  })
  // Her private album's photo (a real file in the storage) and her consultation form for the gig.
  const photoUrl = await addClientPhoto({ user, clientId: client.id, kind: 'trial', file: await pngImage(60, 40) })
  const consultation = await prisma.consultationForm.create({
    data: { userId: user.id, appointmentId: appointment.id, person: 'Bride', clientId: client.id, questions: ['skinType', 'allergies', 'photoConsent'] },
  })
  const duplicateClient = await prisma.client.create({ data: { userId: user.id, name: `Private Client ${tag}`, email: `other-${tag}@example.com` } })
  const notification = await prisma.notification.create({ data: { userId: user.id, type: 'review', message: `Private notification ${tag}` } })
  const subscription = await prisma.subscription.create({
    data: { userId: user.id, type: 'feature', featureId: 'review-cards', status: 'active', provider: 'test', priceCents: 499 },
  })
  const checklistItem = await prisma.checklistItem.findFirstOrThrow({ where: { kind: 'checklist' }, orderBy: { order: 'asc' } })
  const checklistEntry = await prisma.userChecklistItem.create({ data: { userId: user.id, itemId: checklistItem.id } })
  const suggestionItem = await prisma.checklistItem.findFirstOrThrow({ where: { kind: 'suggestion' }, orderBy: { order: 'asc' } })
  const suggestionEntry = await prisma.userChecklistItem.create({ data: { userId: user.id, itemId: suggestionItem.id } })
  // A review the owner shows, with no photo: one a card can be made of (the hidden one above cannot),
  // posted through a thank-you's link, so its card may show the verified mark.
  const shownReview = await prisma.review.create({
    data: {
      userId: user.id,
      customerName: `Shown Customer ${tag}`,
      score: 5,
      comments: `Shown comment ${tag}`,
      source: 'glowfolio',
      status: 'visible',
      verifiedGigDate: new Date('2027-03-14T00:00:00Z'),
    },
  })
  // A booking request still unanswered (one to decline onto the waitlist), and one declined for its date
  // whose client waits on the waitlist.
  const request = await createGigFor(user.id, {
    status: 'offered',
    origin: 'bookingRequest',
    customerName: `Private Client ${tag}`,
    customerEmail: `client-${tag}@example.com`,
    date: new Date(`${dayFromToday(90)}T00:00:00Z`),
    clientId: client.id,
  })
  const declined = await createGigFor(user.id, {
    status: 'expired',
    origin: 'bookingRequest',
    customerName: `Private Client ${tag}`,
    customerEmail: `client-${tag}@example.com`,
    date: new Date(`${dayFromToday(90)}T00:00:00Z`),
    withdrawnAt: new Date(),
    clientId: client.id,
  })
  const waitlistEntry = await prisma.waitlistEntry.create({ data: { userId: user.id, clientId: client.id, appointmentId: declined.id, date: declined.date } })
  const wedding = weddings ? await weddingsOf(user.id, tag) : undefined
  const service = await prisma.service.create({
    data: { userId: user.id, name: `Secret Service ${tag}`, category: 'bridal', priceCents: 45000, durationMinutes: 90 },
  })
  // Her phone, with push notifications on: its endpoint is a credential of its own.
  const pushDevice = await prisma.pushDevice.create({
    data: {
      userId: user.id,
      endpoint: `https://push.example.com/secret-endpoint-${tag}`,
      p256dh: 'p256dh-key',
      auth: 'auth-key',
      label: `Private Phone ${tag}`,
    },
  })
  const expense = await prisma.expense.create({
    data: { userId: user.id, spentOn: new Date('2026-11-20T00:00:00Z'), amountCents: 4400, gstCents: 400, category: 'kit', note: `Private expense ${tag}` },
  })
  const block = await prisma.availabilityBlock.create({
    data: { userId: user.id, startsAt: new Date('2026-12-24T00:00:00Z'), endsAt: new Date('2026-12-25T00:00:00Z'), label: `Private block ${tag}` },
  })

  /** Strings of this owner's that no other owner may ever read. */
  const secrets = [
    user.email,
    `Private Beauty ${tag}`,
    `ig-secret-${tag}`,
    `Secret Album ${tag}`,
    `Private Customer ${tag}`,
    `Private comment ${tag}`,
    `Private Client ${tag}`,
    `Private Guest ${tag}`,
    `private-${tag}`,
    `Private notification ${tag}`,
    `Secret Service ${tag}`,
    `secret-endpoint-${tag}`,
    `Private Phone ${tag}`,
    `Secret allergy ${tag}`,
    `Secret treatment ${tag}`,
    photoUrl,
    consultationToken(consultation.id),
    `Secret note ${tag}`,
    `Secret shade ${tag}`,
    `other-${tag}@example.com`,
    `Shown comment ${tag}`,
    `Private Bride ${tag}`,
    `Signed Bride ${tag}`,
    ...(wedding ? [wedding.offerToken, wedding.signedOfferToken] : []),
    appointment.paymentShares[0].token,
    calendarFeedToken,
  ]

  /** Everything of this owner's as it stands in the database, to compare before and after. */
  async function snapshot() {
    const [owner, images, albums, reviews, appointments, notifications, subscriptions, checklist, services, clients, pushDevices, expenses] = await Promise.all(
      [
        prisma.user.findUniqueOrThrow({ where: { id: user.id }, omit: { passwordHash: false, instagramToken: false, calendarFeedToken: false } }),
        prisma.image.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
        prisma.album.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' }, include: { images: { orderBy: { position: 'asc' } } } }),
        prisma.review.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
        prisma.appointment.findMany({
          where: { userId: user.id },
          orderBy: { id: 'asc' },
          include: {
            payments: { include: { refunds: true } },
            paymentShares: { orderBy: { id: 'asc' } },
            balanceReminders: { orderBy: { id: 'asc' } },
            quote: { include: { signatures: { orderBy: { id: 'asc' } } } },
          },
        }),
        prisma.notification.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
        prisma.subscription.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
        prisma.userChecklistItem.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
        prisma.service.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
        prisma.client.findMany({
          where: { userId: user.id },
          orderBy: { id: 'asc' },
          include: {
            notes: { orderBy: { id: 'asc' } },
            shades: { orderBy: { id: 'asc' } },
            photos: { orderBy: { id: 'asc' } },
            consultations: { orderBy: { id: 'asc' } },
          },
        }),
        prisma.pushDevice.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
        prisma.expense.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } }),
      ],
    )
    return JSON.stringify({
      owner: { ...owner, updatedAt: undefined },
      images,
      albums,
      reviews,
      appointments,
      notifications,
      subscriptions,
      checklist,
      services,
      clients,
      pushDevices,
      expenses,
    })
  }

  /** Each of this owner's ids, by the names the API gives them, for requests aimed at this owner's things. */
  const ids = {
    userId: user.id,
    albumId: album.id,
    reviewId: review.id,
    appointmentId: appointment.id,
    paymentId: appointment.payments[0].id,
    shareId: appointment.paymentShares[0].id,
    imageId: image.id,
    imageSrc: image.src,
    subscriptionId: subscription.id,
    checklistEntryId: checklistEntry.id,
    suggestionEntryId: suggestionEntry.id,
    shownReviewId: shownReview.id,
    ...wedding,
    calendarFeedToken,
    requestGigId: request.id,
    waitlistEntryId: waitlistEntry.id,
    shareToken: appointment.paymentShares[0].token,
    serviceId: service.id,
    blockId: block.id,
    expenseId: expense.id,
    clientId: client.id,
    deviceId: pushDevice.id,
    duplicateClientId: duplicateClient.id,
    photoId: photoUrl.split('/').at(-1)!,
    consultationToken: consultationToken(consultation.id),
    handle: user.instaUsername!,
  }

  return { user, token, image, album, review, appointment, client, notification, subscription, checklistEntry, service, ids, secrets, snapshot }
}
export type OwnerWorld = Awaited<ReturnType<typeof ownerWithEverything>>
export type WorldIds = OwnerWorld['ids']
