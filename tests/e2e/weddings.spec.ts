// Weddings at 390x844: a bride's request from the public booking form; the owner builds a quote for the
// bride, four bridesmaids and a trial run, with a travel and an early-start fee, and sends it; the bride
// changes to three bridesmaids, signs the contract and pays the retainer (test-mode card); the gig shows
// booked with the signed contract and the trial run's own gig. Then the day itself: the owner sets the
// ready-by time and the gig shows the day-of timeline (an early start, as quoted); the balance reminder
// job e-mails the bride; the owner splits the bridesmaids' part of the balance into shares, one
// bridesmaid pays hers through her own link, and the wedding shows what remains.
import { randomBytes } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import { addDaysTo, fromDbDate, slotInstant } from '@/lib/appointments/dates'
import { sendBalanceReminders } from '@/lib/balance/send-balance-reminders'
import { expect, prisma, signIn, snap, test, waitForHydration } from './support/fixtures'
import { fakeStripeEnv, startFakeStripe } from '../support/fake-stripe'
import { startExtraServer } from './support/extra-server'
import { anotherPhone } from './support/phone'
import { keepStripeLog, serveStripeCheckout, stripeCheckoutAsked } from './support/stripe-checkout'
import { linkFromLatestEmail } from './support/mail'
import { look } from './support/screen-checks'

const SYDNEY = 'Australia/Sydney'

test('a bride books from the booking form, gets a quote, changes her party, signs and pays the retainer; the wedding is booked with its trial run, its timeline and its balance shared with a bridesmaid', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  // On a server paying through the Stripe stub: the retainer and the share go through Stripe's Checkout.
  const stripe = await startFakeStripe()
  const server = await startExtraServer(fakeStripeEnv(stripe.url))
  const baseURL = server.url
  const ownerContext = await anotherPhone(browser, { baseURL })
  const page = await ownerContext.newPage()
  try {
    const user = await prisma.user.create({
      data: {
        email: `weddings-${randomBytes(4).toString('hex')}@example.com`,
        wizardStep: 'complete',
        businessName: 'Glow Bridal',
        slug: `glow-bridal-${randomBytes(3).toString('hex')}`,
        payoutsAccountId: `acct_${randomBytes(4).toString('hex')}`,
        payoutsStatus: 'payoutsOn',
        feeRules: {
          create: {
            freeWithinKm: 20,
            perKmCents: 150,
            freeSuburbs: ['Bondi'],
            travelZones: [{ name: 'Blue Mountains', feeCents: 12000 }],
            earlyStartFees: [
              { before: '06:00', feeCents: 10000 },
              { before: '07:00', feeCents: 5000 },
            ],
          },
        },
      },
    })
    const bride = `mia-${randomBytes(3).toString('hex')}@example.com`
    const month = startOfMonth(new TZDate(Date.now(), SYDNEY))
    const weddingDay = addDays(addMonths(month, 2), 19)
    const trialDay = addDays(addMonths(month, 1), 14)

    // The bride asks from the artist's booking form.
    const brideContext = await anotherPhone(browser, { baseURL })
    await serveStripeCheckout(brideContext, stripe, baseURL)
    const client = await brideContext.newPage()
    await client.goto(`/${user.slug}`)
    await client.getByRole('link', { name: 'Book me' }).first().click()
    await expect(client.getByLabel('Your name')).toBeVisible()
    await waitForHydration(client) // the site's link loads the form afresh: typing before hydration could be lost
    await client.getByLabel('Your name').fill('Mia Rossi')
    await client.getByLabel('Mobile').fill('0400 222 333')
    await client.getByLabel('Email').fill(bride)
    await client.getByRole('button', { name: 'Date', exact: true }).click()
    const picker = client.getByRole('dialog', { name: 'Date of your booking' })
    await picker.getByRole('button', { name: 'Go to the Next Month' }).click()
    await picker.getByRole('button', { name: 'Go to the Next Month' }).click()
    await picker.getByRole('button', { name: format(weddingDay, 'EEEE d MMMM yyyy') }).click()
    await client.getByLabel('Start time').selectOption('06:30')
    await client.getByLabel('Ready by / end').selectOption('10:30')
    await client.getByLabel('Suburb or city').fill('Manly')
    await client.getByLabel('Who (service 1)').fill('Mia')
    await client.getByLabel('What service (service 1)').fill('Bridal makeup')
    await client.getByLabel('Describe the look you’d love').fill('Soft glam for me and my four bridesmaids')
    await client.getByRole('button', { name: 'Send my request' }).click()
    await expect(client.getByRole('heading', { name: 'Request sent!' })).toBeVisible()
    const request = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id, customerEmail: bride } })

    // The owner builds the quote from the request.
    await signIn(page, user, baseURL)
    await page.goto('/dashboard/gigs/fees')
    await expect(page.getByLabel('Free within (km)')).toHaveValue('20')
    await expect(page.getByLabel('Free suburbs')).toHaveValue('Bondi')
    // A zone just added is blank, not wrong: no error until she has typed in it or left it.
    await page.getByRole('button', { name: 'Add a zone' }).click()
    await expect(page.getByRole('group', { name: 'Zone 2' }).getByLabel('Zone name')).toBeFocused()
    await expect(page.getByRole('form', { name: 'Wedding pricing' }).getByRole('alert')).toHaveCount(0)
    await look(page, 'wedding-pricing')
    await page.getByRole('button', { name: 'Remove zone 2' }).click()
    await expect(page.getByRole('button', { name: 'Save pricing' })).toBeDisabled()
    await page.goto(`/dashboard/gigs/${request.id}`)
    await expect(page.getByText('New request', { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Build a quote' }).click()
    await expect(page.getByRole('heading', { name: 'Build a quote' })).toBeVisible()
    const bridesRow = page.getByRole('group', { name: 'Party row 1' })
    await bridesRow.getByLabel('Who').fill('Bride')
    await bridesRow.getByLabel('Price each').fill('450')
    await bridesRow.getByLabel('Time each').selectOption('90')
    await page.getByRole('button', { name: 'Add a person or role' }).click()
    const maids = page.getByRole('group', { name: 'Party row 2' })
    await maids.getByLabel('Who').fill('Bridesmaids')
    await maids.getByLabel('Service').fill('Makeup')
    await maids.getByLabel('Price each').fill('180')
    await maids.getByLabel('Most', { exact: true }).fill('5')
    await maids.getByLabel('Fewest', { exact: true }).fill('2')
    await maids.getByLabel('People', { exact: true }).fill('4')

    await page.getByRole('switch', { name: 'Trial run' }).click()
    await page.getByRole('button', { name: 'Date', exact: true }).click()
    const trialPicker = page.getByRole('dialog', { name: 'Date of the trial run' })
    await expect(trialPicker.getByRole('combobox', { name: 'Choose the Year' })).toBeVisible()
    await look(page, 'date-picker', { view: true })
    await trialPicker.getByRole('button', { name: 'Go to the Next Month' }).click()
    await trialPicker.getByRole('button', { name: format(trialDay, 'EEEE d MMMM yyyy') }).click()
    await page.getByLabel('Trial fee').fill('150')
    await page.getByLabel('Trial notes').fill('Bring a photo of the dress')

    await page.getByRole('tab', { name: 'Distance' }).click()
    await page.getByLabel('Distance to the client (km)').fill('30')
    await expect(page.getByText('Starts 6:00 am, starting before 7:00 am')).toBeVisible()
    await page.getByLabel('Your own terms').fill('Touch-ups after 2 pm are charged by the hour.')
    // $450 + 4 × $180 + $15 travel (10 km beyond 20) + $50 early start.
    await expect(page.getByTestId('quote-total')).toHaveText('$1,235.00')
    await expect(page.getByTestId('quote-retainer')).toHaveText('$370.50')
    await look(page, 'quote-builder')
    await page.getByRole('button', { name: 'Save and send' }).click()
    await expect(page.getByText(`Quote sent to ${bride}`)).toBeVisible()
    await expect(page.getByTestId('quote-status')).toHaveText('Awaiting signature')
    await snap(page, 'gig-quote-sent')

    // The bride: three bridesmaids, then she signs and pays the retainer.
    await client.goto(await linkFromLatestEmail(bride, '/offer/'))
    await expect(client.getByRole('heading', { name: 'For Mia Rossi' })).toBeVisible()
    await expect(client.getByTestId('proposal-total')).toContainText('$1,235.00')
    // At the most the artist offered, "+" is greyed and says why; the price follows the numbers at once.
    await client.getByRole('button', { name: 'One more: Bridesmaids' }).click()
    await expect(client.getByRole('button', { name: 'One more: Bridesmaids' })).toBeDisabled()
    await expect(client.getByTestId('count-1-note')).toHaveText('Bridesmaids: up to 5 in this quote. Message Glow Bridal for more.')
    await look(client, 'proposal-at-most')
    await client.getByRole('button', { name: 'One fewer: Bridesmaids' }).click()
    await client.getByRole('button', { name: 'One fewer: Bridesmaids' }).click()
    await expect(client.getByTestId('proposal-total')).toContainText('$1,055.00')
    await client.getByRole('button', { name: 'Update my quote' }).click()
    await expect(client.getByTestId('proposal-total')).toContainText('$1,055.00')
    await expect(client.getByTestId('proposal-terms')).toContainText('Bridesmaids: Makeup (3 × $180.00): $540.00')
    await expect(client.getByTestId('proposal-terms')).toContainText('Touch-ups after 2 pm are charged by the hour.')
    const signButton = client.getByRole('button', { name: 'Sign the contract' })
    await expect(signButton).toBeDisabled()
    await client.getByLabel('Your full name').fill('Mia Rossi')
    await client.getByLabel('I have read and agree to these terms').check()
    await expect(client.getByText('Your quote is updated')).toBeHidden()
    // The contract on the page itself, whole: no box scrolling within the page.
    expect(
      await client.getByTestId('proposal-terms').evaluate((box) => box.scrollHeight > box.clientHeight + 1 || getComputedStyle(box).overflowY !== 'visible'),
    ).toBe(false)
    await snap(client, 'proposal-page')
    await signButton.click()
    await expect(client.getByText('Signed by Mia Rossi')).toBeVisible()
    await client.getByRole('button', { name: 'Pay the $316.50 retainer' }).click()
    // Stripe was asked for the retainer, in AUD, on the artist's account, once for this amount.
    await client.waitForURL(/checkout\.stripe\.test/)
    const retainer = stripe.requests.filter((call) => call.path === '/v1/checkout/sessions').at(-1)!
    expect(stripeCheckoutAsked(retainer)).toEqual({ account: user.payoutsAccountId, amount: '31650', currency: 'aud', mode: 'payment' })
    expect(retainer.headers['idempotency-key']).toMatch(/^checkout-retainer-\w+-31650-/)
    await client.getByRole('button', { name: 'Pay $316.50' }).click()
    await expect(client.getByText('You’re booked!')).toBeVisible()
    await snap(client, 'proposal-booked')
    await client.getByRole('link', { name: 'View and download your signed contract' }).click()
    await expect(client.getByTestId('signed-name')).toHaveText('Mia Rossi')
    await expect(client.getByTestId('contract-terms')).toContainText('A retainer of $316.50 (30% of the total) secures the date')
    // The whole contract on the page at 390x844, no box scrolling within it; nothing of where she signed from.
    expect(client.viewportSize()).toEqual({ width: 390, height: 844 })
    const terms = client.getByTestId('contract-terms')
    expect(await terms.evaluate((box) => ({ overflow: getComputedStyle(box).overflowY, cut: box.scrollHeight > box.clientHeight + 1 }))).toEqual({
      overflow: 'visible',
      cut: false,
    })
    await expect(terms).toContainText('Touch-ups after 2 pm are charged by the hour.')
    const shown = await client.locator('main').innerText()
    expect(shown).not.toMatch(/::1|127\.0\.0\.1|HeadlessChrome|Mozilla|Signed from|\bFrom\b/)
    const download = client.waitForEvent('download')
    await client.getByRole('link', { name: 'Download PDF' }).click()
    const pdf = await download
    expect(pdf.suggestedFilename()).toMatch(/^wedding-contract-\d{4}-\d\d-\d\d\.pdf$/)
    await pdf.saveAs(testInfo.outputPath('signed-contract.pdf'))
    await expect(client.getByText('Signed. Thank you!')).toBeHidden()
    await snap(client, 'signed-contract')
    // Her copy by e-mail, the PDF attached, with the terms' SHA-256.
    const signature = await prisma.contractSignature.findFirstOrThrow({ where: { quote: { appointmentId: request.id } } })
    const copy = await prisma.emailOutbox.findFirstOrThrow({ where: { to: bride, subject: 'Your signed wedding contract with Glow Bridal' } })
    await client.goto(`/dev/mailbox/${copy.id}`)
    await expect(client.frameLocator('iframe').getByText(signature.termsHash)).toBeVisible()
    await expect(client.getByText(/wedding-contract-\d{4}-\d\d-\d\d\.pdf/)).toBeVisible()
    await snap(client, 'signed-contract-email')

    // The owner: booked, signed, with the trial run as its own gig.
    await page.reload()
    await expect(page.getByText('Booked', { exact: true })).toBeVisible()
    await expect(page.getByTestId('quote-status')).toHaveText('Signed')
    await expect(page.getByText(/Signed by Mia Rossi on/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/v1/appointment/${request.id}/contract`)
    await expect(page.getByText('Manly · 4 People')).toBeVisible()
    await snap(page, 'gig-wedding-booked')
    const wedding = await prisma.appointment.findUniqueOrThrow({ where: { id: request.id }, include: { payments: true, quote: true } })
    expect(wedding).toMatchObject({ status: 'booked', totalCents: 105500, depositCents: 31650, paidToDateCents: 31650 })
    expect(wedding.payments).toEqual([
      expect.objectContaining({ amountCents: 31650, provider: 'stripe', providerAccountId: user.payoutsAccountId, note: 'Retainer' }),
    ])
    await page.getByRole('link', { name: 'Contract' }).click()
    await expect(page.getByTestId('signed-name')).toHaveText('Mia Rossi')
    // The owner alone sees where it was signed from, in plain words.
    await expect(page.getByText(/^\S+ · .+ on .+$/)).toBeVisible()
    await snap(page, 'owner-signed-contract')
    await page.getByRole('link', { name: 'Back' }).click()
    await page.getByRole('link', { name: /Trial gig/ }).click()
    await expect(page.getByText('Trial run for the wedding on')).toBeVisible()
    await expect(page.getByText('Trial run', { exact: true })).toBeVisible()
    await snap(page, 'gig-trial-run')
    await page.getByRole('link', { name: 'Open the wedding' }).click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/gigs/${request.id}$`))

    // The day-of timeline: the party's times come from the quote (the bride 1 h 30, each bridesmaid 45 min);
    // the owner sets ready-by, and alone she starts at 6:45 am, under the early-start fee the quote charged.
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByRole('link', { name: 'Edit event' }).click()
    await expect(page.getByLabel('Client name')).toHaveValue('Mia Rossi')
    await page.getByLabel('Ready by').fill('10:30')
    await expect(page.getByLabel('Artists')).toHaveValue('1')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Gig saved')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/dashboard/gigs/${request.id}$`))
    const timeline = page.getByRole('region', { name: 'Day-of timeline' })
    await expect(timeline.getByTestId('timeline-start')).toContainText('6:45 am')
    await expect(timeline.getByTestId('timeline-start')).toContainText(`${format(weddingDay, 'EEEE d MMMM')} · 4 people`)
    await expect(timeline.getByText('Ready by 10:30 am')).toBeVisible()
    await expect(timeline.getByRole('status')).toHaveText('Starts at 6:45 am — before 7:00 am, an early-start fee of $50.00 applies.')
    const sittings = timeline.getByRole('list', { name: 'Who sits when' }).getByRole('listitem')
    await expect(sittings).toHaveCount(4)
    for (const [index, [time, person]] of [
      ['6:45 am', 'Bridesmaids 1'],
      ['7:30 am', 'Bridesmaids 2'],
      ['8:15 am', 'Bridesmaids 3'],
      ['9:00 am', 'Bride'],
    ].entries()) {
      await expect(sittings.nth(index)).toContainText(time)
      await expect(sittings.nth(index)).toContainText(person)
    }
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
    await timeline.scrollIntoViewIfNeeded()
    await look(page, 'wedding-timeline')

    // A week before the balance is due (14 days before the wedding), after 9:00, the job reminds the bride.
    const dueDate = addDaysTo(format(weddingDay, 'yyyy-MM-dd'), -14)
    expect(fromDbDate(wedding.paymentDueDate!)).toBe(dueDate)
    await sendBalanceReminders({ now: slotInstant(addDaysTo(dueDate, -7), '09:30', SYDNEY) })
    const reminder = await prisma.emailOutbox.findFirstOrThrow({ where: { to: bride, subject: { startsWith: 'Reminder:' } } })
    expect(reminder.subject).toMatch(/^Reminder: \$738\.50 due .* for your booking with Glow Bridal$/)
    await page.goto('/dev/mailbox')
    await page.getByRole('link', { name: reminder.subject }).first().click()
    const mail = page.frameLocator('iframe').first()
    await expect(mail.getByText('$738.50 AUD')).toBeVisible()
    await expect(mail.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute('href', /\/offer\/[\w-]{32}$/)
    await snap(page, 'wedding-balance-reminder')

    // The bridesmaids pay their own makeup: three shares of $180.00, Chloe's link e-mailed to her.
    await page.goto(`/dashboard/gigs/${request.id}`)
    const balance = page.getByRole('region', { name: 'Balance', exact: true })
    await balance.getByRole('button', { name: 'Split the balance' }).click()
    const sheet = page.getByRole('dialog', { name: 'Split the balance' })
    const chloe = `chloe-${randomBytes(3).toString('hex')}@example.com`
    for (const [index, name] of ['Chloe Adams', 'Ava Lee', 'Zoe King'].entries()) {
      await sheet.getByRole('button', { name: 'Add a person' }).click()
      await sheet.getByLabel(`Name ${index + 1}`).fill(name)
      await sheet.getByLabel(`Share ${index + 1}`, { exact: true }).fill('180')
    }
    await sheet.getByLabel('Email 1 (optional)').fill(chloe)
    await expect(sheet.getByTestId('split-total')).toHaveText(/\$198\.50 left for Mia.*\$540\.00 of \$738\.50/)
    await sheet.getByRole('button', { name: 'Create 3 payment links' }).click()
    await expect(page.getByText('3 payment links ready, 1 emailed')).toBeVisible()
    const shares = balance.getByTestId('shares')
    await expect(shares.getByRole('listitem')).toHaveCount(3)

    // Chloe, on her own phone, pays her share by card on Stripe's page.
    const phone = await anotherPhone(browser, { baseURL })
    await serveStripeCheckout(phone, stripe, baseURL)
    const bridesmaid = await phone.newPage()
    await bridesmaid.goto(await linkFromLatestEmail(chloe, '/pay/'))
    await expect(bridesmaid.getByTestId('share-amount')).toHaveText('$180.00')
    await bridesmaid.getByRole('button', { name: 'Pay $180.00 by card' }).click()
    await bridesmaid.waitForURL(/checkout\.stripe\.test/)
    const share = stripe.requests.filter((call) => call.path === '/v1/checkout/sessions').at(-1)!
    expect(stripeCheckoutAsked(share)).toEqual({ account: user.payoutsAccountId, amount: '18000', currency: 'aud', mode: 'payment' })
    expect(share.headers['idempotency-key']).toMatch(/^checkout-share-\w+-18000-/)
    await bridesmaid.getByRole('button', { name: 'Pay $180.00' }).click()
    await expect(bridesmaid.getByText('Your share is paid. Thank you!')).toBeVisible()
    await phone.close()

    // The wedding: $1,055.00, less the $316.50 retainer and Chloe's $180.00, leaves $558.50.
    await page.reload()
    await expect(shares.getByRole('button', { name: /^Chloe Adams, \$180\.00, paid/ })).toBeVisible()
    await expect(balance.getByTestId('balance-remaining')).toHaveText('$558.50')
    const paid = await prisma.appointment.findUniqueOrThrow({ where: { id: request.id } })
    expect(paid).toMatchObject({ totalCents: 105500, paidToDateCents: 49650 })
    await balance.scrollIntoViewIfNeeded()
    await look(page, 'wedding-balance-after-share')
    await brideContext.close()
  } finally {
    keepStripeLog(stripe, testInfo)
    await ownerContext.close()
    await server.stop()
    await stripe.close()
  }
})
