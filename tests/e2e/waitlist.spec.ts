// Issue 38, "Every gig brings the next", at 390x844: a request for a date already booked is declined as
// "Date is taken" and its client goes on the waitlist; the gig on that date is cancelled; the cancelled gig
// and Today show the waitlisted client, and one tap opens her request with the offer sheet, whose offer
// lands in the outbox. A thank-you's "Book your next event" opens the booking form with her details
// filled; a tampered link fills nothing. Her verified review's card shows "Verified client · March 2027"
// when the artist turns it on.
import { randomBytes } from 'node:crypto'
import { addDays, format, isSameMonth, parseISO } from 'date-fns'
import { addDaysTo, clockInstant, toDbDate, todayIn } from '@/lib/appointments/dates'
import { REVIEW_CARDS } from '@/lib/catalogue/features'
import { sendReviewRequests } from '@/lib/review-requests/send-review-requests'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

const SYDNEY = 'Australia/Sydney'

async function artist() {
  return prisma.user.create({
    data: {
      email: `waitlist-${randomBytes(4).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Glow by Mia',
      slug: `glow-waitlist-${randomBytes(4).toString('hex')}`,
      profileImg: '/demo/profile.jpg',
      timeZone: SYDNEY,
    },
  })
}

test('a taken date keeps a waitlist: the cancelled gig offers it to the next client in one tap', async ({ page }) => {
  test.setTimeout(150_000)
  const user = await artist()
  const today = todayIn(SYDNEY)
  const day = addDaysTo(today, 40)
  const booked = await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      status: 'booked',
      customerName: 'Lily Tran',
      customerEmail: `lily-${randomBytes(4).toString('hex')}@example.com`,
      locationCity: 'Mosman',
      date: toDbDate(day),
      timeFrom: '08:00',
      timeTo: '10:00',
      totalCents: 40000,
      services: [{ title: 'Bride', subTitle: 'Bridal makeup' }],
    },
  })
  const avaEmail = `ava-${randomBytes(4).toString('hex')}@example.com`
  const asked = await page.request.post('/v1/booking-request', {
    data: {
      userId: user.id,
      customerName: 'Ava Jones',
      customerMobile: '+61412345678',
      customerEmail: avaEmail,
      location: { city: 'Bondi' },
      date: day,
      time: { from: '09:00', to: '11:00' },
      services: [{ title: 'Bridesmaid', subTitle: 'Soft glam', count: 2 }],
    },
  })
  expect(asked.status()).toBe(201)
  const request = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id, origin: 'bookingRequest' } })

  // The date is taken: she goes on the waitlist.
  await signIn(page, user)
  await page.goto(`/dashboard/gigs/${request.id}`)
  await page.getByRole('button', { name: 'Decline the request' }).click()
  const decline = page.getByRole('dialog', { name: 'Decline this request?' })
  await expect(decline.getByRole('button', { name: 'Date is taken — add her to the waitlist' })).toBeVisible()
  await snap(page, 'decline-choice')
  await decline.getByRole('button', { name: 'Date is taken — add her to the waitlist' }).click()
  await expect(page.getByText(`Ava Jones is on the waitlist for ${format(parseISO(day), 'EEEE d MMMM')}`)).toBeVisible()
  const told = await prisma.emailOutbox.findFirstOrThrow({ where: { to: avaEmail, subject: { contains: 'waitlist' } } })
  expect(told.text).toContain('if the date frees up, you will get an offer by email')

  // Lily cancels: the cancelled gig shows who waits for the date.
  await page.goto(`/dashboard/gigs/${booked.id}`)
  await page.getByRole('button', { name: 'Cancel gig' }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel this gig?' })
  await cancel.getByRole('radio', { name: 'The client asked' }).click()
  await cancel.getByRole('button', { name: 'Cancel the gig' }).click()
  await expect(page.getByText('Gig cancelled')).toBeVisible()
  const onGig = page.getByTestId('waitlist')
  await expect(onGig).toContainText(`${format(parseISO(day), 'EEEE d MMMM')} is free again`)
  await expect(onGig.getByTestId('waitlist-entry')).toHaveText([/1\s*Ava Jones/])
  await onGig.scrollIntoViewIfNeeded()
  await snap(page, 'cancelled-gig-waitlist')

  // Today shows her too; one tap opens her request with the offer sheet.
  await page.goto('/dashboard/today')
  const waitlist = page.getByTestId('waitlist')
  await expect(waitlist.getByTestId('waitlist-entry')).toHaveText([/1\s*Ava Jones/])
  await snap(page, 'today-waitlist')
  await waitlist.getByRole('button', { name: 'Send an offer' }).click()
  const offerSheet = page.getByRole('dialog', { name: 'Send an offer' })
  await expect(offerSheet).toBeVisible({ timeout: 20_000 })
  await expect(page).toHaveURL(new RegExp(`/dashboard/gigs/${request.id}\\?offer=1$`))
  await offerSheet.getByLabel('Price').fill('380')
  await offerSheet.getByLabel('Deposit').fill('80')
  await offerSheet.getByRole('button', { name: 'Payment due date' }).click()
  const duePicker = page.getByRole('dialog', { name: 'Payment due date' })
  const dueDay = addDays(parseISO(today), 10)
  if (!isSameMonth(parseISO(today), dueDay)) await duePicker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await duePicker.getByRole('button', { name: format(dueDay, 'EEEE d MMMM yyyy') }).click()
  await snap(page, 'waitlist-offer-sheet')
  await offerSheet.getByRole('button', { name: 'Send offer' }).click()
  await expect(page.getByText(`Offer sent to ${avaEmail}`)).toBeVisible()
  await snap(page, 'waitlist-offer-sent')
  // Her booking's auto-reply is written in the background and may land after the offer.
  const toAva = await prisma.emailOutbox.findMany({ where: { to: avaEmail } })
  expect(toAva.some((email) => email.text.includes('/offer/'))).toBe(true)

  // Offered: she is off Today's list.
  await page.goto('/dashboard/today')
  await expect(page.getByRole('heading', { name: 'Glow by Mia' })).toBeVisible()
  await expect(page.getByTestId('waitlist')).toHaveCount(0)
})

test('the thank-you’s "Book your next event" opens the booking form with her details, and a tampered link does not', async ({ page }) => {
  test.setTimeout(90_000)
  const user = await artist()
  const today = todayIn(SYDNEY)
  const clientEmail = `zoe-${randomBytes(4).toString('hex')}@example.com`
  await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      status: 'booked',
      customerName: 'Zoe Harris',
      customerEmail: clientEmail,
      customerMobile: '+61412000111',
      locationCity: 'Mosman',
      date: toDbDate(addDaysTo(today, -2)),
      timeFrom: '08:00',
      timeTo: '10:00',
      services: [{ title: 'Bride', subTitle: 'Bridal makeup' }],
    },
  })
  await sendReviewRequests({ now: clockInstant(addDaysTo(today, -1), '10:00', SYDNEY), sms: null })
  const thankYou = await prisma.emailOutbox.findFirstOrThrow({ where: { to: clientEmail } })
  expect(thankYou.html).toContain('Book your next event')
  const link = new URL(thankYou.html.match(/https?:\/\/[^"\s]+\/book\/[^"\s]+\?again=[\w~-]+/)![0])

  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByLabel('Your name')).toHaveValue('Zoe Harris')
  await expect(page.getByLabel('Email')).toHaveValue(clientEmail)
  await expect(page.getByLabel('Mobile')).toHaveValue(/412 ?000 ?111/)
  await snap(page, 'book-again-filled')

  const token = link.searchParams.get('again')!
  await page.goto(`${link.pathname}?again=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)
  await expect(page.getByRole('heading', { name: 'Glow by Mia' })).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue('')
  await expect(page.getByLabel('Email')).toHaveValue('')
  await snap(page, 'book-again-tampered')
})

test('a verified review’s card shows the verified mark when the artist turns it on', async ({ page }) => {
  test.setTimeout(90_000)
  const user = await artist()
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
  const review = await prisma.review.create({
    data: {
      userId: user.id,
      customerName: 'Zoe Harris',
      score: 5,
      comments: 'Mia made me feel like the best version of myself.',
      source: 'glowfolio',
      status: 'visible',
      verifiedGigDate: new Date('2027-03-14T00:00:00Z'),
    },
  })
  await signIn(page, user)
  await page.goto(`/dashboard/manage-reviews/generate-card/${review.id}`)
  const card = page.getByRole('img', { name: /Review card preview/ })
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByText('“Verified client · March 2027” on the card')).toBeVisible()
  await page.getByRole('switch', { name: 'Show the verified mark' }).click()
  await expect(card).toHaveAttribute('src', /verified=1/)
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(500)
  await snap(page, 'card-verified-mark')
})
