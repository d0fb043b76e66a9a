// Clients (issue 37): a booking request and a review by the same e-mail become one client; the artist
// finds her as she types, adds her shades and an allergy, and the allergy shows in red on her gig.
import { randomBytes } from 'node:crypto'
import { addDays, format } from 'date-fns'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

test('a booking request and a review by one e-mail are one client; her allergy shows in red on her gig', async ({ page, browser }) => {
  // Two people, a booking, a review and the artist's edits: more than a minute on a busy 2-core machine.
  test.setTimeout(120_000)
  const owner = await prisma.user.create({
    data: {
      email: `clients-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow by Ava',
      slug: `glow-ava-${randomBytes(3).toString('hex')}`,
    },
  })
  // Two earlier clients, so the list has something to search through.
  await prisma.client.createMany({
    data: [
      { userId: owner.id, name: 'Grace Lee', email: `grace-${randomBytes(3).toString('hex')}@example.com`, tags: ['bride'] },
      { userId: owner.id, name: 'Ruby Tan', phone: '+61433444555', tags: ['VIP'] },
    ],
  })
  const email = `olivia-${randomBytes(3).toString('hex')}@example.com`

  // The customer asks to book from the owner's site...
  const booked = await page.request.post('/v1/booking-request', {
    data: {
      userId: owner.id,
      customerName: 'Olivia Brown',
      customerMobile: '0412 000 111',
      customerEmail: email,
      location: { city: 'Coogee' },
      date: format(addDays(new Date(), 30), 'yyyy-MM-dd'),
      time: { from: '07:00', to: '09:00' },
      services: [{ title: 'Olivia', subTitle: 'Engagement shoot' }],
      images: [],
    },
  })
  expect(booked.status()).toBe(201)

  // ...and later leaves a review with the same e-mail.
  await page.goto(`/post-review/${owner.id}`)
  await page.getByLabel('Your name').fill('Olivia B')
  await page.getByLabel('Your email (optional)').fill(email.toUpperCase())
  await page.getByRole('radio', { name: /^5 stars/ }).click()
  await page.getByLabel('Can you leave me a testimonial please').fill('Flawless and so calm on the morning.')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Send without photos' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Olivia!' })).toBeVisible()

  const artist = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage()
  await signIn(artist, owner)
  await artist.goto('/dashboard/today')
  await artist.getByRole('link', { name: 'Your clients' }).click()
  await expect(artist.getByRole('heading', { name: 'Clients' })).toBeVisible()
  const list = artist.getByRole('list', { name: 'Clients' })
  await expect(list.getByRole('link')).toHaveCount(3)
  await artist.getByLabel('Search clients').fill('oli')
  await expect(list.getByRole('link')).toHaveCount(1)
  await expect(list.getByRole('link', { name: /Olivia Brown/ })).toBeVisible()
  await artist.getByLabel('Search clients').fill('')
  await expect(list.getByRole('link')).toHaveCount(3)
  await snap(artist, 'clients-list')
  await artist.getByLabel('Search clients').fill('0412 000')
  await list.getByRole('link', { name: /Olivia Brown/ }).click()

  await expect(artist.getByRole('heading', { name: 'Olivia Brown' })).toBeVisible()
  await expect(artist.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+61412000111')
  await expect(artist.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/61412000111')
  await expect(artist.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${email}`)
  await expect(artist.getByRole('region', { name: 'Her reviews' })).toContainText('Flawless and so calm on the morning.')
  await expect(artist.getByRole('region', { name: 'Upcoming' })).toContainText('Engagement shoot')

  await artist.getByRole('region', { name: 'Beauty profile' }).getByRole('button', { name: 'Edit' }).click()
  const sheet = artist.getByRole('dialog', { name: 'Beauty profile' })
  await sheet.getByLabel('Skin type').fill('Combination')
  await sheet.getByLabel('Allergies').fill('Latex lash glue')
  await sheet.getByRole('button', { name: 'Add a shade' }).click()
  await sheet.getByLabel('Brand 1', { exact: true }).fill('MAC')
  await sheet.getByLabel('Product 1', { exact: true }).fill('Studio Fix Fluid')
  await sheet.getByLabel('Shade 1', { exact: true }).fill('NC25')
  await sheet.getByRole('button', { name: 'Add a shade' }).click()
  await sheet.getByLabel('Brand 2', { exact: true }).fill('Nars')
  await sheet.getByLabel('Product 2', { exact: true }).fill('Radiant Creamy Concealer')
  await sheet.getByLabel('Shade 2', { exact: true }).fill('Vanilla')
  await snap(artist, 'client-profile-editor')
  await sheet.getByRole('button', { name: 'Save profile' }).click()
  await expect(artist.getByText('Beauty profile saved')).toBeVisible()
  await expect(artist.getByRole('list', { name: 'Her shades' }).getByRole('listitem')).toHaveCount(2)
  await expect(artist.getByTestId('client-alert')).toContainText('Latex lash glue')
  await snap(artist, 'client-page')

  const client = await prisma.client.findFirstOrThrow({ where: { userId: owner.id, email }, include: { appointments: true, reviews: true } })
  expect(client.appointments).toHaveLength(1)
  expect(client.reviews).toHaveLength(1)

  await artist.getByRole('region', { name: 'Upcoming' }).getByRole('link').first().click()
  // The client page shows the same alert: wait for the gig's own page before reading it.
  await artist.waitForURL(/\/dashboard\/gigs\/[^/]+$/)
  const alert = artist.getByTestId('client-alert')
  await expect(alert).toContainText('Allergies: Latex lash glue')
  await expect(alert).toHaveCSS('color', 'rgb(185, 28, 28)')
  await snap(artist, 'client-gig-allergy')

  // Once the gig has a ready-by time and durations, the day-of timeline flags her sitting in red too.
  const gig = client.appointments[0]
  await prisma.appointment.update({
    where: { id: gig.id },
    data: { readyBy: '09:00', services: [{ title: 'Olivia', subTitle: 'Engagement shoot', durationMinutes: 60 }] },
  })
  await artist.reload()
  const timeline = artist.getByRole('region', { name: 'Day-of timeline' })
  await expect(timeline.getByTestId('timeline-alert')).toContainText('Allergic: Latex lash glue')
  await timeline.scrollIntoViewIfNeeded()
  await snap(artist, 'client-gig-timeline')
})
