// A wedding paid outside the app at 390x844, card payments off as every account starts: the bride signs
// the quote and her page shows the artist's bank details, the retainer and her reference; the artist's
// gig is "Awaiting retainer" until she records the transfer, which books it. Then the artist turns card
// payments on (test mode) and splits what is left after the retainer between the bride and a bridesmaid:
// the bride's page shows her own share with its link and the party's progress, and she pays her share
// through her link.
import { randomBytes } from 'node:crypto'
import { addDaysTo } from '@/lib/appointments/dates'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { saveQuote, sendQuote } from '@/lib/weddings/owner-quote'
import { quoteBody } from '@/lib/weddings/schema'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { linkFromLatestEmail } from './support/mail'
import { anotherPhone } from './support/phone'

const BANK = 'Glow Bridal Pty Ltd\nBSB 062-000 · Account 1234 5678'

test('without card payments a bride signs, pays the retainer by bank transfer and is booked once it is recorded; then she pays her own share of the split balance by her link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const tag = randomBytes(3).toString('hex')
  const user = await prisma.user.create({
    data: { email: `offline-${tag}@example.com`, wizardStep: 'complete', businessName: 'Glow Bridal', slug: `glow-offline-${tag}`, payBankDetails: BANK },
  })
  const bride = `mia-${tag}@example.com`
  const today = new Date().toISOString().slice(0, 10)
  const wedding = await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 7,
      status: 'offered',
      origin: 'bookingRequest',
      customerName: 'Mia Rossi',
      customerEmail: bride,
      locationCity: 'Manly',
      date: new Date(`${addDaysTo(today, 90)}T00:00:00Z`),
      timeFrom: '08:00',
      timeTo: '11:00',
      services: [{ title: 'Mia', subTitle: 'Bridal makeup' }],
    },
  })
  // The quote, as the quote builder saves and sends it: the bride and three bridesmaids, $990, a 30% retainer.
  const input = quoteBody.parse({
    readyBy: '11:00',
    artistCount: 1,
    party: [
      { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 },
      { role: 'Bridesmaids', service: 'Makeup', count: 3, minCount: 2, maxCount: 5, priceCents: 18000, durationMinutes: 45 },
    ],
    trial: null,
    travel: { kind: 'none' },
    parkingCents: 0,
    retainer: { kind: 'percent', percent: 30 },
    retainerRefundable: false,
    balanceDue: { kind: 'daysBefore', days: 14 },
    cancellationTiers: DEFAULT_CANCELLATION_TIERS,
    notes: null,
    terms: null,
  })
  await saveQuote({ user, appointmentId: wedding.id, input })
  await sendQuote({ user, appointmentId: wedding.id })

  // The bride signs: her date is held, and her page says how to pay the retainer.
  const brideContext = await anotherPhone(browser, { baseURL })
  const client = await brideContext.newPage()
  const offerLink = await linkFromLatestEmail(bride, '/offer/')
  await client.goto(offerLink)
  await expect(client.getByRole('heading', { name: 'For Mia Rossi' })).toBeVisible()
  await client.getByLabel('Your full name').fill('Mia Rossi')
  await client.getByLabel('I have read and agree to these terms').check()
  await client.getByRole('button', { name: 'Sign the contract' }).click()
  await expect(client.getByText('Your date is held')).toBeVisible()
  await expect(client.getByText('You’re booked!')).toBeHidden()
  const howToPay = client.getByRole('region', { name: 'How to pay your $297.00 retainer' })
  await expect(howToPay.getByText('BSB 062-000 · Account 1234 5678')).toBeVisible()
  await expect(howToPay.getByText('$297.00 AUD')).toBeVisible()
  await expect(howToPay.getByTestId('pay-reference')).toHaveText('#7 Mia Rossi')
  await expect(client.getByText('Signed. Thank you!')).toBeHidden()
  await howToPay.scrollIntoViewIfNeeded()
  await snap(client, 'offline-proposal-held')

  // The artist: the gig awaits the retainer until she records the transfer, which books it.
  await signIn(page, user)
  await page.goto(`/dashboard/gigs/${wedding.id}`)
  await expect(page.getByText('Awaiting retainer', { exact: true })).toBeVisible()
  const awaited = page.getByRole('status', { name: 'Awaiting retainer' })
  await expect(awaited).toContainText('Awaiting the $297.00 retainer')
  await expect(awaited).toContainText('“#7 Mia Rossi”')
  await snap(page, 'offline-gig-awaiting-retainer')
  await awaited.getByRole('button', { name: 'Record the retainer' }).click()
  const sheet = page.getByRole('dialog', { name: 'Record a payment' })
  await expect(sheet.getByRole('radio', { name: 'Bank transfer' })).toHaveAttribute('aria-checked', 'true')
  await sheet.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText('Payment recorded: the gig is booked')).toBeVisible()
  await expect(page.getByText('Booked', { exact: true })).toBeVisible()
  expect(await prisma.appointment.findUniqueOrThrow({ where: { id: wedding.id } })).toMatchObject({ status: 'booked', paidToDateCents: 29700 })
  await client.reload()
  await expect(client.getByText('You’re booked!')).toBeVisible()
  await expect(client.getByText('Glow Bridal has your signed contract and your $297.00 retainer.')).toBeVisible()

  // She takes cards now (test mode), and splits the $693.00 left between the bride and Chloe.
  await page.goto('/dashboard/payments')
  await page.getByRole('button', { name: 'Get paid by card' }).click()
  await expect(page.getByText('Card payments are on')).toBeVisible()
  await page.goto(`/dashboard/gigs/${wedding.id}`)
  const balance = page.getByRole('region', { name: 'Balance', exact: true })
  await balance.getByRole('button', { name: 'Split the balance' }).click()
  const split = page.getByRole('dialog', { name: 'Split the balance' })
  await expect(split.getByText('$693.00 to share.', { exact: false })).toBeVisible()
  for (const [index, [name, amount]] of [
    ['Mia Rossi', '333'],
    ['Chloe Adams', '360'],
  ].entries()) {
    await split.getByRole('button', { name: 'Add a person' }).click()
    await split.getByLabel(`Name ${index + 1}`).fill(name)
    await split.getByLabel(`Share ${index + 1}`, { exact: true }).fill(amount)
  }
  await split.getByLabel('Email 1 (optional)').fill(bride)
  await split.getByRole('button', { name: 'Create 2 payment links' }).click()
  await expect(page.getByText('2 payment links ready, 1 emailed')).toBeVisible()

  // The bride's page: no card button for the whole balance, her own share with its link, the party's progress.
  await client.goto(offerLink)
  const party = client.getByRole('region', { name: 'Your party’s payments' })
  await expect(party.getByTestId('party-progress')).toHaveText('$0.00 of $693.00 paid · $693.00 left')
  await expect(party.getByTestId('own-share')).toHaveText('$333.00')
  await expect(client.getByRole('button', { name: /Pay the balance/ })).toHaveCount(0)
  await party.scrollIntoViewIfNeeded()
  await snap(client, 'offline-bride-share')
  await party.getByRole('link', { name: 'Pay my share' }).click()
  await expect(client.getByTestId('share-amount')).toHaveText('$333.00')
  await client.getByRole('button', { name: 'Pay $333.00 by card' }).click()
  await expect(client.getByText('Your share is paid. Thank you!')).toBeVisible()
  await client.goto(offerLink)
  await expect(client.getByRole('region', { name: 'Your party’s payments' }).getByTestId('party-progress')).toHaveText('$333.00 of $693.00 paid · $360.00 left')
  await snap(client, 'offline-bride-share-paid')
  expect(await prisma.appointment.findUniqueOrThrow({ where: { id: wedding.id } })).toMatchObject({ totalCents: 99000, paidToDateCents: 63000 })
  await brideContext.close()
})
