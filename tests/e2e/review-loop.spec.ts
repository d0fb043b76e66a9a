// Issue 38, "Every gig brings the next", at 390x844: a gig ended yesterday, its thank-you is in the
// outbox, the client reviews through it with her name filled in, the site marks her review verified,
// and "Share" on Today opens its card; a booking request gets the artist's auto-reply and her nudge.
// The jobs run here, in the test's process, with the clock they are given.
import { randomBytes } from 'node:crypto'
import { addDaysTo, clockInstant, toDbDate, todayIn } from '@/lib/appointments/dates'
import { REVIEW_CARDS } from '@/lib/catalogue/features'
import { sendInquiryFollowUps } from '@/lib/inquiries/follow-ups'
import { sendReviewRequests } from '@/lib/review-requests/send-review-requests'
import { verifiedMark } from '@/lib/review-requests/verified'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

const SYDNEY = 'Australia/Sydney'

async function artist() {
  const user = await prisma.user.create({
    data: {
      email: `loop-${randomBytes(4).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Glow by Mia',
      slug: `glow-loop-${randomBytes(4).toString('hex')}`,
      profileImg: '/demo/profile.jpg',
      timeZone: SYDNEY,
    },
  })
  await prisma.subscription.create({
    data: {
      userId: user.id,
      type: 'feature',
      featureId: REVIEW_CARDS,
      status: 'trialing',
      provider: 'test',
      priceCents: 499,
      trialEndsAt: new Date(Date.now() + 14 * 86_400_000),
    },
  })
  await prisma.service.create({ data: { userId: user.id, name: 'Bridal makeup', category: 'bridal', priceCents: 25000, durationMinutes: 90 } })
  return user
}

test('a gig that ended brings a verified review, shared from Today in one tap', async ({ page }) => {
  const user = await artist()
  const today = todayIn(SYDNEY)
  const clientEmail = `zoe-${randomBytes(4).toString('hex')}@example.com`
  // Ended the day before yesterday, and its thank-you went yesterday at 10:00 Sydney time: in the past
  // whatever the hour the journey runs (the exact hour is tests/integration/review-requests.test.ts's).
  const gigDay = addDaysTo(today, -2)
  await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      status: 'booked',
      customerName: 'Zoe Harris',
      customerEmail: clientEmail,
      locationCity: 'Mosman',
      date: toDbDate(gigDay),
      timeFrom: '08:00',
      timeTo: '10:00',
      services: [{ title: 'Bride', subTitle: 'Bridal makeup' }],
    },
  })

  await sendReviewRequests({ now: clockInstant(addDaysTo(today, -1), '10:00', SYDNEY), sms: null })
  const thankYou = await prisma.emailOutbox.findFirstOrThrow({ where: { to: clientEmail } })
  expect(thankYou.subject).toBe('Thank you from Glow by Mia')
  expect(thankYou.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  const link = new URL(thankYou.text.match(/https?:\/\/\S+\/post-review\/\S+?r=[\w.~-]+/)![0])

  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByLabel('Your name')).toHaveValue('Zoe Harris')
  await snap(page, 'review-form-name-filled')
  await page.getByRole('radio', { name: /^5 stars/ }).click()
  await page.getByLabel('Can you leave me a testimonial please').fill('Mia made me feel like the best version of myself. The makeup lasted all night!')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Send without photos' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Zoe!' })).toBeVisible()

  const mark = verifiedMark(gigDay)!
  await page.goto(`/${user.slug}`)
  await expect(page.getByText(mark)).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(jsonLd).toContain(mark)
  await page.getByText(mark).scrollIntoViewIfNeeded()
  await snap(page, 'site-verified-review')

  await signIn(page, user)
  await page.goto('/dashboard/today')
  const share = page.getByTestId('share-review')
  await expect(share).toContainText('Share Zoe’s review')
  await expect(page.getByTestId('thank-yous-sent')).toContainText('1 thank-you went out to clients this week.')
  await snap(page, 'today-share')
  await share.getByText('Share', { exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Review card' })).toBeVisible()
  // No photo in her review: the card opens on the artist's own template (a story when there is a photo:
  // tests/unit/share-template.test.ts).
  await expect(page).toHaveURL(/\?template=default$/)
  await expect(page.getByRole('radio', { name: 'Feed' })).toHaveAttribute('aria-checked', 'true')
  const card = page.getByRole('img', { name: /Review card preview/ })
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(500)
  await snap(page, 'share-card')

  await page.goto('/dashboard/reviews')
  await expect(page.getByTestId('review-funnel')).toContainText('Sent1Opened1Reviews1Average5.0★')
  await snap(page, 'reviews-funnel')
  await page.getByRole('button', { name: /After the gig/ }).click()
  await expect(page.getByRole('dialog', { name: 'After the gig' })).toBeVisible()
  await page.getByLabel('At', { exact: true }).selectOption('18')
  await page.getByLabel('Everyone in the party with an e-mail').check()
  await snap(page, 'thank-you-settings')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('thank-you-summary')).toHaveText('A thank-you asking for a review, the next day at 6:00 pm')
})

test('a booking request gets the artist’s auto-reply, and she is nudged while it waits', async ({ page }) => {
  const user = await artist()
  const clientEmail = `ava-${randomBytes(4).toString('hex')}@example.com`
  const asked = await page.request.post('/v1/booking-request', {
    data: {
      userId: user.id,
      customerName: 'Ava Jones',
      customerMobile: '+61412345678',
      customerEmail: clientEmail,
      location: { city: 'Bondi' },
      date: addDaysTo(todayIn(SYDNEY), 60),
      time: { from: '08:00', to: '10:00' },
      services: [{ title: 'Bride', subTitle: 'Bridal makeup', count: 1 }],
    },
  })
  expect(asked.status()).toBe(201)
  const request = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id, origin: 'bookingRequest' } })

  await sendInquiryFollowUps({ now: new Date(request.createdAt.getTime() + 30_000) })
  const mail = await prisma.emailOutbox.findMany({ where: { to: clientEmail }, orderBy: { createdAt: 'asc' } })
  expect(mail.map((message) => message.subject)).toEqual(['Glow by Mia has your booking request #1', 'Glow by Mia got your message'])
  expect(mail[1].text).toContain('I usually reply within a day.')
  expect(mail[1].text).toContain(`/${user.slug}#prices`)

  await sendInquiryFollowUps({ now: new Date(request.createdAt.getTime() + 2 * 3600_000) })
  expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: 'Request #1 from Ava Jones is waiting for you' } })).toBe(1)

  await signIn(page, user)
  await page.goto('/dashboard/today')
  await expect(page.getByTestId('waiting-requests')).toContainText('1 request waiting, under an hour')
  await snap(page, 'today-waiting')
  await page.goto('/dashboard/gigs')
  await page.getByRole('button', { name: /Auto-reply/ }).click()
  await expect(page.getByRole('dialog', { name: 'Auto-reply' })).toBeVisible()
  await snap(page, 'auto-reply-settings')
})
