// One bill: Pro after Noir ends Noir (test mode took no money for it), hides theme prices, shows Review
// Cards as included, and the Billing screen (from the dashboard menu) lists what the owner pays for and
// when it ends (test mode renews nothing); cancelling Pro keeps it until the date the dialog shows. And a production server with no Stripe key
// refuses payments and says so.
import { randomBytes } from 'node:crypto'
import { startExtraServer } from './support/extra-server'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

const owner = (extra: Record<string, unknown> = {}) =>
  prisma.user.create({
    data: {
      email: `billing-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Billing',
      slug: `glow-billing-${randomBytes(3).toString('hex')}`,
      ...extra,
    },
  })

const DATE = String.raw`\d{1,2} [A-Z][a-z]+ \d{4}`

test('Pro after Noir: one bill, the Billing screen totals match the catalogue, cancelling Pro says until when', async ({ page }) => {
  test.setTimeout(90_000)
  const user = await owner({ hadTrial: true })
  await signIn(page, user)

  // Noir, paid for in test mode.
  await page.goto('/dashboard/preview-site/demo/noir')
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.getByRole('button', { name: 'Pay $5.99/month' }).click()
  await expect(page.getByRole('heading', { name: 'Theme Applied' })).toBeVisible()

  // Then Pro, which includes every theme.
  await page.goto('/dashboard/upgrade')
  await page.getByRole('button', { name: 'Upgrade to Pro for $11.99/month' }).click()
  await page.getByRole('button', { name: 'Pay $11.99/month' }).click()
  await expect(page.getByText('Successfully Activated')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/today$/, { timeout: 30_000 })

  // Pro owners see no "or maybe later", and no theme prices.
  await page.goto('/dashboard/upgrade')
  await expect(page.getByText('You are on Pro. Enjoy!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'or maybe later' })).toHaveCount(0)
  await page.goto('/dashboard/design')
  await expect(page.getByText('Included in Pro').first()).toBeVisible()
  await expect(
    page
      .getByRole('list')
      .last()
      .getByText(/\$\d+\.\d\d\/month/),
  ).toHaveCount(0)
  // Noir ended when Pro started: Pro gives the theme now.
  await expect(page.getByRole('region', { name: 'Your theme subscriptions' })).toHaveCount(0)
  await snap(page, 'design-pro')
  await page.goto('/dashboard/feature/smart-albums')
  await expect(page.getByText('Included in Pro').first()).toBeVisible()
  await expect(page.getByText('$3.99/month')).toHaveCount(0)
  // Review Cards too: nothing to buy.
  await page.goto('/dashboard/feature/review-cards')
  await expect(page.getByRole('button', { name: 'Included in Pro' })).toBeDisabled()
  await expect(page.getByText('$4.99/month')).toHaveCount(0)
  await snap(page, 'feature-review-cards-on-pro')

  // The Billing screen, from the menu.
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Billing' }).click()
  await expect(page).toHaveURL(/\/dashboard\/billing$/)
  const list = page.getByRole('region', { name: 'Your subscriptions' })
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(1)
  await expect(items.nth(0)).toContainText('Glowfolio Pro')
  await expect(items.nth(0)).toContainText('$11.99/month')
  // Test mode charges nobody, so nothing renews: the month ends like a Stripe one not paid again.
  await expect(items.nth(0).getByText(new RegExp(`^Test month ends on ${DATE}$`))).toBeVisible()
  await expect(page.getByTestId('monthly-total')).toHaveText('$0.00/month')
  await expect(page.getByText('Test mode: payments are simulated and no card is charged.')).toBeVisible()
  await snap(page, 'billing')

  // Cancelling Pro: at the end of the month, on the date the dialog says.
  const renews = (await items
    .nth(0)
    .getByText(/^Test month ends on /)
    .textContent())!.replace('Test month ends on ', '')
  await page.getByRole('button', { name: 'Cancel Glowfolio Pro' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Glowfolio Pro?' })
  await expect(dialog.getByText(`You keep Glowfolio Pro until ${renews}.`, { exact: false })).toBeVisible()
  await snap(page, 'billing-cancel-dialog')
  await dialog.getByRole('button', { name: 'Yes - cancel subscription' }).click()
  await expect(page.getByText(`Glowfolio Pro ends on ${renews}`)).toBeVisible()
  await expect(items.nth(0).getByText(`Ends on ${renews}`)).toBeVisible()
  await expect(page.getByTestId('monthly-total')).toHaveText('$0.00/month')
  const pro = await prisma.subscription.findFirstOrThrow({ where: { userId: user.id, type: 'pro' } })
  expect(pro).toMatchObject({ status: 'active', cancelledAt: expect.any(Date) })
  await snap(page, 'billing-pro-cancelled')
})

test('on a Pro trial with a paid theme, cancelling the theme does not say the site goes back to Basic', async ({ page }) => {
  const user = await owner({ hadTrial: true, themeId: 'noir' })
  const now = Date.now()
  await prisma.subscription.create({
    data: {
      userId: user.id,
      type: 'pro',
      featureId: 'pro',
      status: 'trialing',
      provider: 'test',
      priceCents: 1199,
      trialEndsAt: new Date(now + 14 * 86_400_000),
      currentPeriodEnd: new Date(now + 14 * 86_400_000),
    },
  })
  await prisma.subscription.create({
    data: {
      userId: user.id,
      type: 'theme',
      themeId: 'noir',
      status: 'active',
      provider: 'test',
      priceCents: 599,
      currentPeriodEnd: new Date(now + 20 * 86_400_000),
    },
  })
  await signIn(page, user)
  await page.goto('/dashboard/design')
  await page.getByRole('region', { name: 'Your theme subscriptions' }).getByRole('button', { name: 'Cancel theme subscription' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your theme subscription?' })
  await expect(
    dialog.getByText(new RegExp(`^Nothing more is charged for it after ${DATE}\\. Glowfolio Pro includes every theme, so your site keeps it\\.$`)),
  ).toBeVisible()
  await expect(dialog.getByText(/Basic/)).toHaveCount(0)
  await snap(page, 'design-cancel-theme-on-pro')
})

test('cancelling Smart Albums on its page keeps it until the date the dialog says', async ({ page }) => {
  const user = await owner({ instagramUserId: 'demo' })
  const ends = new Date(Date.now() + 20 * 86_400_000)
  await prisma.subscription.create({
    data: { userId: user.id, type: 'feature', featureId: 'smart-albums', status: 'active', provider: 'test', priceCents: 399, currentPeriodEnd: ends },
  })
  await signIn(page, user)
  await page.goto('/dashboard/feature/smart-albums')
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Smart Albums?' })
  await expect(dialog.getByText(new RegExp(`^You keep Smart Albums until ${DATE}\\.`))).toBeVisible()
  await snap(page, 'feature-cancel-dialog')
  await dialog.getByRole('button', { name: 'Yes - cancel subscription' }).click()
  await expect(page.getByText(new RegExp(`^Smart Albums ends on ${DATE}$`))).toBeVisible()
  await expect(page.getByRole('button', { name: 'Active' })).toBeDisabled()
  expect(await prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ status: 'active', cancelledAt: expect.any(Date) })
})

test('a production server with no Stripe key: payments answer 503 and the dashboard says payments are not set up', async ({ browser }) => {
  test.setTimeout(90_000)
  // The main test server opts in to test mode; this one runs as an operator who forgot the key would.
  const server = await startExtraServer({ PAYMENTS_TEST_MODE: '', STRIPE_SECRET_KEY: '' })
  try {
    const user = await owner()
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signIn(page, user, server.url)
    await page.goto('/dashboard/billing')
    await expect(page.getByText('Payments are not set up on this server yet, so paid features and deposits are off.', { exact: false })).toBeVisible()
    await expect(page.getByText('Test mode: payments are simulated and no card is charged.')).toHaveCount(0)
    await snap(page, 'billing-payments-off')

    for (const data of [{ subItemId: 'pro' }, { themeId: 'noir' }]) {
      const answer = await page.request.post('/v1/subscription', { data, headers: { origin: server.url } })
      expect(answer.status()).toBe(503)
      expect(await answer.json()).toEqual({ error: { code: 'payments_unavailable', message: expect.stringContaining('Payments are not set up') } })
    }
    await page.goto('/dashboard/upgrade')
    await page.getByRole('button', { name: 'Try Pro - free for 14 days' }).click()
    await expect(page.locator('[data-sonner-toast]').getByText('Payments are not set up on this server yet', { exact: false })).toBeVisible()
    expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(0)
    await context.close()
  } finally {
    await server.stop()
  }
})
