// Payments at 390x844. In test mode: the owner sets their offline ways to pay, which the offer page
// shows while card payments are off, then "Get paid by card" turns them on at once (said to be test
// mode). With Stripe (the local stub, on a server of its own): the owner connects payouts through
// Stripe's onboarding, sends an offer with a card deposit, the client pays it on Stripe, the gig shows
// it paid, the owner refunds half, and the client has the deposit's receipt and the refund's e-mail.
import { randomBytes } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import { fakeStripeEnv, startFakeStripe } from '../support/fake-stripe'
import { startExtraServer } from './support/extra-server'
import { keepStripeLog, serveStripeCheckout, stripeCheckoutAsked, stripeSays as checkoutStripeSays } from './support/stripe-checkout'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { anotherPhone } from './support/phone'
import { look } from './support/screen-checks'

const SYDNEY = 'Australia/Sydney'
const owner = (extra: Record<string, unknown> = {}) =>
  prisma.user.create({
    data: {
      email: `pay-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Payments',
      slug: `glow-pay-${randomBytes(3).toString('hex')}`,
      ...extra,
    },
  })
const dbDay = (date: Date) => new Date(`${format(date, 'yyyy-MM-dd')}T00:00:00Z`)

/** A booking request waiting for the owner's offer, on the 20th of next month (Sydney). */
const bookingRequest = (userId: string, customerEmail: string) =>
  prisma.appointment.create({
    data: {
      userId,
      requestNumber: 1,
      status: 'offered',
      origin: 'bookingRequest',
      customerName: 'Ivy Chen',
      customerEmail,
      locationCity: 'Paddington',
      date: dbDay(addDays(addMonths(startOfMonth(new TZDate(Date.now(), SYDNEY)), 1), 19)),
      timeFrom: '09:00',
      timeTo: '11:00',
      services: [{ title: 'Ivy', subTitle: 'Wedding guest glam' }],
    },
  })

test('test mode: offline ways to pay on the offer page, then card payments on at once', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000)
  const user = await owner()
  const gig = await bookingRequest(user.id, `ivy-${randomBytes(3).toString('hex')}@example.com`)
  await prisma.appointment.update({
    where: { id: gig.id },
    data: { totalCents: 52000, depositCents: 12000, offerToken: randomBytes(24).toString('base64url'), offerSentAt: new Date() },
  })
  const offerToken = (await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).offerToken!
  await signIn(page, user)

  await page.goto('/dashboard/today')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Payments' }).click()
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible()
  await expect(page.getByTestId('payouts-status')).toHaveText('Off')
  await page.getByLabel('Bank transfer or PayID').fill('Glow Payments Pty Ltd\nBSB 062-000 · Account 1234 5678\nPayID hello@glowpayments.au')
  await page.getByRole('switch', { name: 'Cash', exact: true }).click()
  await page.getByRole('button', { name: 'Save ways to pay' }).click()
  await expect(page.getByText('Ways to pay saved')).toBeVisible()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await look(page, 'payments-settings')

  // The client's offer page: no card yet, so the artist's own ways to pay.
  const clientContext = await anotherPhone(browser, { baseURL })
  const client = await clientContext.newPage()
  await client.goto(`/offer/${offerToken}`)
  const howToPay = client.getByRole('region', { name: 'How to pay Glow Payments' })
  await expect(howToPay.getByText('PayID hello@glowpayments.au')).toBeVisible()
  await expect(howToPay.getByText('Cash')).toBeVisible()
  await expect(client.getByText('Accept the offer, then pay the $120.00 deposit one of these ways.')).toBeVisible()
  await client.getByLabel('I accept the cancellation policy').check()
  await expect(client.getByRole('button', { name: 'Accept offer' })).toBeEnabled()
  await snap(client, 'offer-offline-instructions')
  await clientContext.close()

  // "Get paid by card": on at once in test mode, and said so.
  await page.getByRole('button', { name: 'Get paid by card' }).click()
  await expect(page.getByText('Card payments are on')).toBeVisible()
  await expect(page.getByTestId('payouts-status')).toHaveText('Payouts on')
  await expect(page.getByRole('note')).toHaveText(/Test mode: card payments are simulated/)
  await expect(page.getByRole('button', { name: 'Get paid by card' })).toHaveCount(0)
  await snap(page, 'payments-test-mode-on')
})

test('with Stripe: connect payouts, a card deposit paid on the offer page, half refunded, receipt and refund e-mails', async ({ browser }, testInfo) => {
  test.setTimeout(300_000)
  const stripe = await startFakeStripe()
  const server = await startExtraServer(fakeStripeEnv(stripe.url))
  const stripeSays = (type: string, object: Record<string, unknown>, account: string) => checkoutStripeSays(server.url, type, object, account)
  try {
    const user = await owner({ cancellationPolicy: 'Deposits are non-refundable within 7 days of the booking.' })
    const customerEmail = `ivy-${randomBytes(3).toString('hex')}@example.com`
    const gig = await bookingRequest(user.id, customerEmail)
    const context = await anotherPhone(browser, { baseURL: server.url })
    // Stripe's own pages cannot be reached here: a stand-in for each.
    await context.route(/^https:\/\/(checkout|connect)\.stripe\.test\//, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Stripe</h1>' }))
    const page = await context.newPage()
    await signIn(page, user, server.url)

    // Connect: Stripe's onboarding, then back to Payments settings; payouts go on with account.updated.
    await page.goto('/dashboard/payments')
    await page.getByRole('button', { name: 'Get paid by card' }).click()
    await page.waitForURL(/connect\.stripe\.test\/setup\//)
    const link = new URLSearchParams(stripe.requests.filter((request) => request.path === '/v1/account_links').at(-1)!.body)
    const account = link.get('account')!
    await page.goto(link.get('return_url')!)
    await expect(page.getByTestId('payouts-status')).toHaveText('Details needed')
    await expect(page.getByRole('button', { name: 'Continue on Stripe' })).toBeVisible()
    stripe.updateAccount(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true })
    await stripeSays('account.updated', { id: account, object: 'account' }, account)
    await expect(page.getByTestId('payouts-status')).toHaveText('Payouts on', { timeout: 15_000 })
    await expect(page.getByRole('note')).toHaveCount(0)
    await look(page, 'payments-stripe-payouts-on')

    // The offer, with a card deposit.
    const dueDay = addDays(addMonths(startOfMonth(new TZDate(Date.now(), SYDNEY)), 1), 9)
    await page.goto(`/dashboard/gigs/${gig.id}`)
    await page.getByRole('button', { name: 'Send an offer' }).click()
    const offerSheet = page.getByRole('dialog', { name: 'Send an offer' })
    await expect(offerSheet.getByText('The client pays the deposit by card on the offer page, into your own account.')).toBeVisible()
    await offerSheet.getByLabel('Price').fill('520')
    await offerSheet.getByLabel('Deposit').fill('120')
    await offerSheet.getByRole('button', { name: 'Payment due date' }).click()
    const duePicker = page.getByRole('dialog', { name: 'Payment due date' })
    await duePicker.getByRole('button', { name: 'Go to the Next Month' }).click()
    await duePicker.getByRole('button', { name: format(dueDay, 'EEEE d MMMM yyyy') }).click()
    await offerSheet.getByRole('button', { name: 'Send offer' }).click()
    await expect(page.getByText(`Offer sent to ${customerEmail}`)).toBeVisible()

    // The client pays the deposit on Stripe's page, on the artist's own account.
    const clientContext = await anotherPhone(browser, { baseURL: server.url })
    await serveStripeCheckout(clientContext, stripe, server.url)
    const client = await clientContext.newPage()
    const { linkFromLatestEmail } = await import('./support/mail')
    await client.goto(await linkFromLatestEmail(customerEmail, '/offer/'))
    await expect(client.getByText("You will pay the deposit on Stripe's secure page.")).toBeVisible()
    await expect(client.getByRole('region', { name: /How to pay/ })).toHaveCount(0)
    await client.getByLabel('I accept the cancellation policy').check()
    await client.getByRole('button', { name: 'Accept and pay $120.00 deposit' }).click()
    await client.waitForURL(/checkout\.stripe\.test/)
    // What Stripe was asked: $120.00 AUD on the artist's own account, once for this deposit.
    const checkout = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!
    expect(stripeCheckoutAsked(checkout)).toEqual({ account, amount: '12000', currency: 'aud', mode: 'payment' })
    expect(checkout.headers['idempotency-key']).toMatch(new RegExp(`^checkout-deposit-${gig.id}-12000-`))
    await client.getByRole('button', { name: 'Pay $120.00' }).click()
    await expect(client.getByText('You’re booked!')).toBeVisible()
    const depositIntent = String([...stripe.sessions.values()].at(-1)!.payment_intent)
    await snap(client, 'offer-paid-by-card')
    await clientContext.close()

    // The gig shows the deposit paid; the owner refunds half of it.
    await page.reload()
    await expect(page.getByText('Booked', { exact: true })).toBeVisible()
    const depositRow = page.getByRole('button', { name: /^\d+ \w+ · Card.*\$120\.00\s*, receipt and refund$/ })
    await expect(depositRow).toBeVisible()
    await depositRow.click()
    const sheet = page.getByRole('dialog', { name: '$120.00 · Card' })
    await expect(sheet.getByText(/· receipt #1$/)).toBeVisible()
    await sheet.getByRole('button', { name: 'Refund' }).click()
    await expect(sheet.getByLabel('Amount to refund')).toHaveValue('120')
    await sheet.getByLabel('Amount to refund').fill('60')
    await sheet.getByRole('button', { name: 'Refund to client' }).click()
    await expect(page.getByText('$60.00 refunded').first()).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('dl').getByText('$60.00').first()).toBeVisible()
    const refund = stripe.requests.find((request) => request.path === '/v1/refunds')!
    expect([refund.headers['stripe-account'], new URLSearchParams(refund.body).get('amount'), new URLSearchParams(refund.body).get('payment_intent')]).toEqual([
      account,
      '6000',
      depositIntent,
    ])
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await look(page, 'gig-refunded')

    // Stripe's charge.refunded for that refund changes nothing more.
    await stripeSays('charge.refunded', { id: 'ch_e2e', object: 'charge', amount: 12000, amount_refunded: 6000, payment_intent: depositIntent }, account)
    const paid = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: { include: { refunds: true } } } })
    expect(paid).toMatchObject({ status: 'booked', paidToDateCents: 6000 })
    expect(paid.payments).toEqual([expect.objectContaining({ amountCents: 12000, refundedCents: 6000, providerAccountId: account, receiptNumber: 1 })])
    expect(paid.payments[0].refunds).toHaveLength(1)

    // The client's inbox: the deposit's receipt and the refund.
    const inbox = await prisma.emailOutbox.findMany({ where: { to: customerEmail }, orderBy: { createdAt: 'asc' } })
    const receipt = inbox.find((mail) => mail.subject === 'Receipt #1 from Glow Payments')
    expect(receipt?.text).toContain('$120.00 AUD')
    expect(receipt?.text).toContain('Remaining balance: $400.00')
    const refundMail = inbox.find((mail) => mail.subject === 'Refund from Glow Payments')
    expect(refundMail?.text).toContain('refunded $60.00 of your $120.00 payment')

    // Two tabs left open on the rest from before pages were kept one per amount: both are paid. The refund
    // above lowered the price, so the rest is $400.00; the second is beyond what was due: the gig shows it in red, and one tap refunds exactly that.
    const rest = (id: string) => ({
      id: `cs_e2e_rest_${id}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 40000,
      payment_intent: `pi_e2e_rest_${id}`,
      metadata: { kind: 'gigBalance', appointmentId: gig.id },
    })
    await stripeSays('checkout.session.completed', rest('a'), account)
    await stripeSays('checkout.session.completed', rest('b'), account)
    await page.reload()
    const overpaid = page.getByRole('alert', { name: 'Overpaid' })
    await expect(overpaid.getByText(/paid \$400\.00 more than was due$/)).toBeVisible()
    await expect(page.getByText('Payment after withdrawal')).toHaveCount(0)
    await snap(page, 'gig-overpaid')
    await overpaid.getByRole('button', { name: 'Refund $400.00' }).click()
    await expect(page.getByText('$400.00 refunded').first()).toBeVisible()
    await expect(overpaid).toHaveCount(0)
    const oneTap = stripe.requests.filter((request) => request.path === '/v1/refunds').at(-1)!
    expect([new URLSearchParams(oneTap.body).get('payment_intent'), new URLSearchParams(oneTap.body).get('amount')]).toEqual(['pi_e2e_rest_b', '40000'])
    await context.close()
  } finally {
    keepStripeLog(stripe, testInfo)
    await server.stop()
    await stripe.close()
  }
})
