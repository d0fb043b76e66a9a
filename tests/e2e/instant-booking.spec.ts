// Issue 39, instant booking, at 390x844: the artist sets her Monday hours on the Availability screen and
// marks a service "Instant book"; a client books a free Monday time on the public "Book me" page and pays
// the deposit (test mode), sees the confirmation, and her confirmation e-mail carries a calendar file; a
// second client no longer sees that time; the artist finds the gig in Gigs (month and week). Then, on a
// server paying through the Stripe stub, a client pays her deposit on Stripe's Checkout page.
import { randomBytes } from 'node:crypto'
import { format, isSameMonth, parseISO, startOfWeek } from 'date-fns'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { addDaysTo, todayIn } from '@/lib/appointments/dates'
import { fakeStripeEnv, startFakeStripe } from '../support/fake-stripe'
import { startExtraServer } from './support/extra-server'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { anotherPhone } from './support/phone'
import { look } from './support/screen-checks'
import { keepStripeLog, serveStripeCheckout, stripeCheckoutAsked } from './support/stripe-checkout'

const SYDNEY = 'Australia/Sydney'

/** The first Monday at least a week away, in her time zone. */
function nextMonday() {
  let day = addDaysTo(todayIn(SYDNEY), 7)
  while (parseISO(day).getDay() !== 1) day = addDaysTo(day, 1)
  return day
}

async function pickDay(client: Page, day: string) {
  await expect(client.getByRole('heading', { name: 'Pick a day' })).toBeVisible()
  if (!isSameMonth(parseISO(todayIn(SYDNEY)), parseISO(day))) await client.getByRole('button', { name: 'Go to the Next Month' }).click()
  await client.getByRole('button', { name: format(parseISO(day), 'EEEE d MMMM yyyy') }).click()
  await expect(client.getByRole('heading', { name: format(parseISO(day), 'EEEE d MMMM') })).toBeVisible()
}

/** No serious or critical axe violation (as accessibility.spec.ts asks of every page). */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
    what,
  ).toEqual([])
}

test('the artist opens her Mondays to instant booking, a client books and pays, the time is gone for the next', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000)
  const tag = randomBytes(4).toString('hex')
  const user = await prisma.user.create({
    data: {
      email: `instant-${tag}@example.com`,
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Glow by Nina',
      slug: `glow-instant-${tag}`,
      profileImg: '/demo/profile.jpg',
      timeZone: SYDNEY,
      cancellationPolicy: 'The deposit is not refundable within 7 days of the booking.',
      payoutsAccountId: `test_acct_${tag}`,
      payoutsStatus: 'payoutsOn',
    },
  })
  const day = nextMonday()

  // Her hours: Mondays from 10 am to 2 pm.
  await signIn(page, user)
  await page.goto('/dashboard/gigs')
  await page.getByRole('link', { name: /^Availability/ }).click()
  await expect(page.getByRole('heading', { name: 'Availability', level: 1 })).toBeVisible()
  await page.getByRole('switch', { name: 'Working on Monday' }).click()
  await page.getByLabel('Monday range 1 from').selectOption('10:00')
  await page.getByLabel('Monday range 1 to').selectOption('14:00')
  await look(page, 'availability')
  await expectAccessible(page, 'the Availability screen')
  await page.getByRole('button', { name: 'Save availability' }).click()
  await expect(page.getByText('Availability saved')).toBeVisible()
  expect((await prisma.availability.findUniqueOrThrow({ where: { userId: user.id } })).hours).toMatchObject({ '1': [{ from: '10:00', to: '14:00' }] })

  // An instant-book service.
  await page.goto('/dashboard/profile/services')
  await page.getByRole('button', { name: 'Add a service' }).click()
  const sheet = page.getByRole('dialog', { name: 'Add a service' })
  await sheet.getByLabel('Name').fill('Soft glam')
  await sheet.getByRole('radio', { name: 'Events' }).click()
  await sheet.getByLabel('Price per person').fill('200')
  await sheet.getByLabel('Takes').selectOption('90')
  // Half an hour to pack up and move on after each one.
  await sheet.getByLabel('Free after (min)').fill('30')
  await sheet.getByRole('switch', { name: 'Instant book' }).click()
  await expect(sheet.getByRole('switch', { name: 'Instant book' })).toBeChecked()
  await snap(page, 'service-instant-book')
  await sheet.getByRole('button', { name: 'Add service' }).click()
  await expect(sheet).toBeHidden()

  // Ava books Monday at 10 am and pays the deposit.
  const clientContext = await anotherPhone(browser, { baseURL })
  const client = await clientContext.newPage()
  await client.goto(`/book/${user.slug}`)
  await expect(client.getByRole('heading', { name: 'Glow by Nina' })).toBeVisible()
  await expect(client.getByRole('radio', { name: /Soft glam/ })).toBeChecked()
  await look(client, 'book-page')
  await pickDay(client, day)
  await client.getByRole('radio', { name: '10:00 am' }).click()
  await client.getByLabel('Your name').fill('Ava Jones')
  await client.getByLabel('Mobile').fill('0412 345 678')
  const avaEmail = `ava-${tag}@example.com`
  await client.getByLabel('Email').fill(avaEmail)
  await client.getByLabel('Suburb or city').fill('Bondi')
  await client.getByLabel('I accept the cancellation policy').check()
  await look(client, 'book-details')
  await expectAccessible(client, 'the instant-booking page, filled in')
  await client.getByRole('button', { name: 'Pay $50.00 deposit and book' }).click()
  await expect(client.getByRole('heading', { name: 'You’re booked!' })).toBeVisible()
  await expect(client.getByText(`Soft glam with Glow by Nina on ${format(parseISO(day), 'EEEE d MMMM')} at 10:00 am.`, { exact: false })).toBeVisible()
  await look(client, 'book-confirmed')

  const gig = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id, origin: 'instantBook' }, include: { payments: true } })
  expect(gig).toMatchObject({ status: 'booked', customerName: 'Ava Jones', timeFrom: '10:00', timeTo: '11:30', depositCents: 5000, paidToDateCents: 5000 })
  expect(gig.payments).toEqual([expect.objectContaining({ amountCents: 5000, provider: 'test' })])
  const confirmation = await prisma.emailOutbox.findFirstOrThrow({ where: { to: avaEmail, subject: { startsWith: "You're booked" } } })
  const [ics] = confirmation.attachments as { filename: string; content: string }[]
  expect(ics.filename).toBe('booking.ics')
  expect(Buffer.from(ics.content, 'base64').toString()).toContain('BEGIN:VEVENT')
  await clientContext.close()

  // Zoe, on her own phone, the same Monday: 10 am (and what the 90 minutes and the 30 after cover) is gone, 12:30 pm is free.
  const secondContext = await anotherPhone(browser, { baseURL })
  const second = await secondContext.newPage()
  await second.goto(`/book/${user.slug}`)
  await pickDay(second, day)
  const times = second.getByRole('radiogroup', { name: 'Start time' })
  await expect(times.getByRole('radio', { name: '12:30 pm' })).toBeVisible()
  await expect(times.getByRole('radio', { name: '10:00 am' })).toHaveCount(0)
  await expect(times.getByRole('radio', { name: '11:00 am' })).toHaveCount(0)
  await expect(times.getByRole('radio', { name: '11:30 am' })).toHaveCount(0)
  await snap(second, 'book-second-client')
  await secondContext.close()

  // The artist sees the gig in Gigs.
  await page.goto('/dashboard/gigs')
  await expect(page.getByText('Ava Jones').first()).toBeVisible()
  await look(page, 'gigs-with-instant-booking')

  // Her week: Monday's hours, the gig, and the half hour after it kept free.
  await page.getByRole('tablist', { name: 'Calendar view' }).getByRole('tab', { name: 'Week' }).click()
  const weeksAhead = Math.round((parseISO(day).getTime() - startOfWeek(parseISO(todayIn(SYDNEY)), { weekStartsOn: 1 }).getTime()) / (7 * 86_400_000))
  for (let week = 0; week < weeksAhead; week++) await page.getByRole('button', { name: 'Next week' }).click()
  const monday = page.getByRole('region', { name: format(parseISO(day), 'EEEE d MMMM'), exact: true })
  await expect(monday.getByRole('button', { name: new RegExp(`^${format(parseISO(day), 'EEE d MMM')}`) })).toContainText('10:00 am – 2:00 pm')
  await expect(monday.locator('li[data-kind="gig"]')).toHaveText(/10:00 am – 11:30 am\s*Ava Jones/)
  await expect(monday.locator('li[data-kind="travel"]')).toHaveText(/11:30 am – Midday\s*Buffer and travel/)
  await monday.scrollIntoViewIfNeeded()
  await look(page, 'gigs-week', { view: true })
  await expectAccessible(page, 'the Gigs week')
  // Her Monday as a day: the same bar, the buffer after the gig, and the gig itself.
  await monday.getByRole('button', { name: new RegExp(`^${format(parseISO(day), 'EEE d MMM')}`) }).click()
  const mondaySheet = page.getByRole('dialog', { name: format(parseISO(day), 'EEEE d MMMM') })
  await expect(mondaySheet.getByTestId('day-plan')).toContainText('Working 10:00 am – 2:00 pm')
  await expect(mondaySheet.getByTestId('day-plan').locator('li[data-kind="travel"]')).toHaveText(/11:30 am – Midday\s*Buffer and travel/)
  await expect(mondaySheet.getByText('Ava Jones').first()).toBeVisible()
  await look(page, 'gigs-day-plan', { view: true })
  await page.keyboard.press('Escape')
  await expect(mondaySheet).toBeHidden()
  await page.getByRole('tablist', { name: 'Calendar view' }).getByRole('tab', { name: 'Month' }).click()

  // The Monday after is a day off: two taps on the Gigs calendar, and no client can book it; then undone.
  const dayOff = addDaysTo(day, 7)
  const monthsAhead =
    (parseISO(dayOff).getFullYear() - parseISO(todayIn(SYDNEY)).getFullYear()) * 12 + parseISO(dayOff).getMonth() - parseISO(todayIn(SYDNEY)).getMonth()
  for (let month = 0; month < monthsAhead; month++) await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  await page.getByRole('button', { name: new RegExp(`^${format(parseISO(dayOff), 'EEEE d MMMM yyyy')}`) }).click()
  const daySheet = page.getByRole('dialog', { name: format(parseISO(dayOff), 'EEEE d MMMM') })
  await daySheet.getByRole('button', { name: 'Block this day' }).click()
  await expect(daySheet.getByTestId('day-block')).toHaveText(/Day off: no instant bookings/)
  await expect(daySheet.getByRole('button', { name: 'Block this day' })).toHaveCount(0)
  // The month shows it struck through.
  await expect(page.locator(`button[data-day="${dayOff}"]`)).toHaveClass(/line-through/)
  await look(page, 'gigs-day-blocked', { view: true })
  const service = await prisma.service.findFirstOrThrow({ where: { userId: user.id } })
  const slots = async () => {
    const answer = await page.request.get(`/v1/availability/slots?userId=${user.id}&serviceId=${service.id}&month=${dayOff.slice(0, 7)}`)
    return ((await answer.json()) as { days: { date: string; slots: unknown[] }[] }).days.find((entry) => entry.date === dayOff)?.slots.length ?? 0
  }
  expect(await slots()).toBe(0)
  await daySheet.getByRole('button', { name: 'Unblock' }).click()
  await expect(daySheet.getByTestId('day-block')).toHaveCount(0)
  await expect(daySheet.getByRole('button', { name: 'Block this day' })).toBeVisible()
  await expect(page.locator(`button[data-day="${dayOff}"]`)).not.toHaveClass(/line-through/)
  expect(await prisma.availabilityBlock.count({ where: { userId: user.id } })).toBe(0)
  expect(await slots()).toBeGreaterThan(0)
})

test('with Stripe: a client books a free time and pays her deposit on Stripe’s Checkout page, on the artist’s account; the webhook books it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const stripe = await startFakeStripe()
  const server = await startExtraServer(fakeStripeEnv(stripe.url))
  try {
    const tag = randomBytes(4).toString('hex')
    const account = `acct_${tag}`
    const user = await prisma.user.create({
      data: {
        email: `instant-stripe-${tag}@example.com`,
        emailVerifiedAt: new Date(),
        wizardStep: 'complete',
        businessName: 'Glow by Nina',
        slug: `glow-stripe-${tag}`,
        timeZone: SYDNEY,
        cancellationPolicy: 'The deposit is not refundable within 7 days of the booking.',
        payoutsAccountId: account,
        payoutsStatus: 'payoutsOn',
        availability: {
          create: { hours: { '0': [], '1': [{ from: '10:00', to: '14:00' }], '2': [], '3': [], '4': [], '5': [], '6': [] }, minNoticeMinutes: 0 },
        },
        services: { create: { name: 'Soft glam', category: 'event', priceCents: 20000, durationMinutes: 90, bookingMode: 'instant' } },
      },
    })
    const day = nextMonday()
    const context = await anotherPhone(browser, { baseURL: server.url })
    await serveStripeCheckout(context, stripe, server.url)
    const client = await context.newPage()
    await client.goto(`/book/${user.slug}`)
    await pickDay(client, day)
    await client.getByRole('radio', { name: '10:00 am' }).click()
    await client.getByLabel('Your name').fill('Mia Chen')
    await client.getByLabel('Mobile').fill('0412 345 679')
    const email = `mia-${tag}@example.com`
    await client.getByLabel('Email').fill(email)
    await client.getByLabel('Suburb or city').fill('Manly')
    await client.getByLabel('I accept the cancellation policy').check()
    await client.getByRole('button', { name: 'Pay $50.00 deposit and book' }).click()
    await client.waitForURL(/checkout\.stripe\.test/)
    // Stripe was asked for $50.00 AUD on the artist's own account; meanwhile the time is held for her.
    const checkout = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!
    expect(stripeCheckoutAsked(checkout)).toEqual({ account, amount: '5000', currency: 'aud', mode: 'payment' })
    const held = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id }, include: { occupiedTime: true } })
    expect(held).toMatchObject({ status: 'offered', origin: 'instantBook' })
    expect(held.occupiedTime?.expiresAt).not.toBeNull()
    await client.getByRole('button', { name: 'Pay $50.00' }).click()
    await expect(client.getByText('You’re booked!')).toBeVisible()
    await snap(client, 'book-paid-on-stripe')

    const booked = await prisma.appointment.findUniqueOrThrow({ where: { id: held.id }, include: { payments: true, occupiedTime: true } })
    expect(booked).toMatchObject({ status: 'booked', paidToDateCents: 5000, occupiedTime: { expiresAt: null } })
    expect(booked.payments).toEqual([expect.objectContaining({ amountCents: 5000, provider: 'stripe', providerAccountId: account })])
    const confirmation = await prisma.emailOutbox.findFirstOrThrow({ where: { to: email, subject: { startsWith: "You're booked" } } })
    expect((confirmation.attachments as { filename: string }[])[0].filename).toBe('booking.ics')
    await context.close()
  } finally {
    keepStripeLog(stripe, testInfo)
    await server.stop()
    await stripe.close()
  }
})
