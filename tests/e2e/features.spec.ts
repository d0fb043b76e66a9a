import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { fakeStripeEnv, startFakeStripe } from '../support/fake-stripe'
import { startExtraServer } from './support/extra-server'
import { expect, prisma, refreshStoredSite, signIn, snap, test } from './support/fixtures'

const owner = (extra: Record<string, unknown> = {}) =>
  prisma.user.create({
    data: {
      email: `features-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Features',
      slug: `glow-features-${randomBytes(3).toString('hex')}`,
      ...extra,
    },
  })

test('Today: the date, suggestions to swipe and dismiss, and the success checklist', async ({ page }) => {
  const user = await owner({ profileImg: '/demo/profile.jpg' })
  await signIn(page, user)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/dashboard\/today$/)
  await expect(page.getByRole('heading', { name: 'Glow Features' })).toBeVisible()
  await expect(page.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d+ \w+$/)).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Add a profile photo: done' })).toBeVisible()
  await snap(page, 'today')
  const first = page.getByRole('button', { name: 'Dismiss Share your reviews on Instagram' })
  await first.click()
  await expect(first).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Dismiss Share your reviews on Instagram' })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Add your next gig: not done yet' }).click()
  await expect(page.getByRole('checkbox', { name: 'Add your next gig: done' })).toBeVisible()
  // Ticked by the owner's data, unticked by the owner: it stays unticked.
  await page.getByRole('checkbox', { name: 'Add a profile photo: done' }).click()
  await expect(page.getByRole('checkbox', { name: 'Add a profile photo: not done yet' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Add a profile photo: not done yet' })).toBeVisible()
})

test('review cards: activate the free trial, the Reviews promo disappears and a card can be generated', async ({ page }) => {
  const user = await owner({ profileImg: '/demo/profile.jpg' })
  await prisma.review.create({
    data: { userId: user.id, customerName: 'Sophie', score: 5, comments: 'Flawless and so kind.', source: 'glowfolio', status: 'visible' },
  })
  await signIn(page, user)
  await page.goto('/dashboard/reviews')
  await expect(page.getByRole('link', { name: 'Activate For Free' })).toBeVisible()
  await page.goto('/dashboard/feature/review-cards')
  await expect(page.getByText('$4.99/month')).toBeVisible()
  await expect(page.getByText(/cancel anytime/)).toBeVisible()
  await expect(page.getByText(/14-day free trial/)).toBeVisible()
  await snap(page, 'feature-review-cards')
  await page.getByRole('button', { name: 'Activate For Free' }).click()
  await expect(page.getByText('Test mode: payments are simulated and no card is charged.')).toBeVisible()
  await snap(page, 'checkout-sheet')
  await page.getByRole('button', { name: 'Start my free trial' }).click()
  await expect(page.getByText('Successfully activated Review Cards')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Active' })).toBeDisabled()

  await page.goto('/dashboard/reviews')
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Activate For Free' })).toHaveCount(0)
  const review = await prisma.review.findFirstOrThrow({ where: { userId: user.id } })
  await page.goto(`/dashboard/manage-reviews/generate-card/${review.id}`)
  // At the fold it starts out under the bottom tabs; scrolled to, it stops clear of them.
  await page.getByRole('button', { name: 'Generate Review Card' }).click()
  await expect(page.getByText(`Sent to ${user.email}. Check your inbox.`)).toBeVisible()
  await snap(page, 'review-card-generated')
  const png = await page.request.get(`/review/generate-card/${review.id}?id=default`)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG')
  const email = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, subject: 'Your review card from Sophie' } })
  expect(email.attachments).toEqual([expect.objectContaining({ contentType: 'image/png', filename: 'review-card-sophie-default.png' })])
})

test('a feature that is not ready: request access, then Pending Access, also after a reload', async ({ page }) => {
  const user = await owner()
  await signIn(page, user)
  await page.goto('/dashboard/feature/card-payments')
  await page.getByRole('button', { name: 'Request Access' }).click()
  await expect(page.getByText('Requested access to this feature. We will email you when it is available.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pending Access' })).toBeDisabled()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Pending Access' })).toBeDisabled()
  await page.goto('/dashboard/feature/no-such-feature')
  await expect(page).toHaveURL(/\/not-found$/)
})

test('Pro: the 3-slide upsell, the 14-day trial with autoplay on the site, and Pro locking again when it ends, losing nothing', async ({ page }) => {
  test.setTimeout(90_000)
  const covers = ['/demo/cover-1.jpg', '/demo/cover-2.jpg', '/demo/cover-3.jpg']
  // A Pro owner's choices: a paid theme (Pro includes every theme), their own colours, autoplay.
  const user = await owner({
    coverImgs: covers,
    mobile: '+61412000111',
    locationCity: 'Bondi',
    locationFormatted: 'Bondi NSW',
    themeId: 'editorial',
    themeConfigs: { primaryColor: '#aa3300' },
  })
  for (const src of covers) await prisma.image.create({ data: { userId: user.id, src, source: 'upload' } })
  await signIn(page, user)
  await page.goto('/dashboard/today')
  await page.getByRole('link', { name: /Pro Account just \$11\.99\/month/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/upgrade$/)
  await expect(page.getByRole('button', { name: 'or maybe later' })).toBeVisible()
  await expect(page.getByRole('group', { name: '1 of 3' })).toBeVisible()
  await snap(page, 'upgrade')
  await page.getByRole('button', { name: 'Try Pro - free for 14 days' }).click()
  await expect(page).toHaveURL(/\/dashboard\/today$/)
  await expect(page.getByRole('link', { name: /Pro Account just/ })).toHaveCount(0)

  // Pro in use: autoplay on, and the public site plays the covers by itself.
  await page.goto('/dashboard/edit-profile')
  const autoplay = page.getByRole('switch', { name: 'Autoplay cover photos' })
  await expect(autoplay).toHaveAttribute('aria-checked', 'false')
  await autoplay.click()
  await expect(autoplay).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  await page.goto(`/${user.slug}`)
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'editorial')
  const strip = page.getByRole('region', { name: 'Cover photos' })
  await expect(strip).toHaveAttribute('data-autoplay', 'true')
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft), { timeout: 12_000 }).toBeGreaterThan(0)
  await snap(page, 'site-autoplay')

  // Fourteen days later the trial has ended by itself.
  await prisma.subscription.updateMany({ where: { userId: user.id, type: 'pro' }, data: { trialEndsAt: new Date(Date.now() - 60_000) } })
  // Time passing writes nothing (a stored page lasts a minute at most); moved by hand here, so said by hand.
  await refreshStoredSite(page.request, user.id, `/${user.slug}`)
  await page.goto(`/${user.slug}`)
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'basic')
  await expect(strip).not.toHaveAttribute('data-autoplay')
  await snap(page, 'site-after-trial')
  await page.waitForTimeout(5000)
  expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0)

  await page.goto('/dashboard/edit-profile')
  await expect(autoplay).toHaveAttribute('aria-checked', 'false')
  await autoplay.click()
  const upsell = page.getByRole('dialog', { name: 'Autoplay cover photos is a Pro feature' })
  await expect(upsell.getByText('Upgrade to Pro for $11.99/month')).toBeVisible()
  await snap(page, 'autoplay-upsell-after-trial')
  await upsell.getByRole('button', { name: 'or maybe later' }).click()
  // Other edits still save, and nothing the owner set up is lost.
  await page.getByLabel('Slogan').fill('Soft glam for brides')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
    imgAutoplay: true,
    coverImgs: covers,
    slogan: 'Soft glam for brides',
    themeId: 'editorial',
    themeConfigs: { primaryColor: '#aa3300' },
  })
  await page.goto('/dashboard/design')
  await expect(page.getByText('Your site shows the free Basic theme while Editorial is not paid for.', { exact: false })).toBeVisible()
  await snap(page, 'design-after-trial')

  await page.goto('/dashboard/upgrade')
  await expect(page.getByRole('button', { name: 'Upgrade to Pro for $11.99/month' })).toBeVisible()
  await page.goto('/dashboard/today')
  await expect(page.getByRole('link', { name: /Pro Account just/ })).toBeVisible()
})

test('Smart Albums: activate the free trial, watch it activate, land on Photos', async ({ page }) => {
  const user = await owner({ instagramUserId: 'demo' })
  await signIn(page, user)
  await page.goto('/dashboard/feature/smart-albums')
  await page.getByRole('button', { name: 'Activate Free Trial' }).click()
  await page.getByRole('button', { name: 'Start my free trial' }).click()
  await expect(page.getByRole('heading', { name: 'Activating Smart Albums' })).toBeVisible()
  await snap(page, 'activating-smart-albums')
  await expect(page).toHaveURL(/\/dashboard\/photos$/, { timeout: 15_000 })
  expect(await prisma.subscription.count({ where: { userId: user.id, featureId: 'smart-albums' } })).toBe(1)
})

test('with Stripe: the owner pays on Stripe, comes back before the webhook, and each screen waits for it', async ({ browser }) => {
  test.setTimeout(150_000)
  const stripe = await startFakeStripe()
  const server = await startExtraServer(fakeStripeEnv(stripe.url))
  try {
    const user = await owner({ instagramUserId: 'demo' })
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    // Stripe's own pages cannot be reached here: a stand-in for each.
    await context.route(/^https:\/\/(checkout|billing)\.stripe\.test\//, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Stripe</h1>' }))
    const page = await context.newPage()
    await signIn(page, user, server.url)

    const signer = new Stripe('sk_test_glowfolio')
    const lastCheckout = () => new URLSearchParams(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body)
    /** Stripe takes the payment and tells the app through its signed webhook. */
    async function stripePays(checkout: URLSearchParams, subscriptionId: string, status: 'trialing' | 'active') {
      const now = Math.floor(Date.now() / 1000)
      stripe.addSubscription(subscriptionId, { status, trial_end: status === 'trialing' ? now + 7 * 86400 : null, current_period_end: now + 30 * 86400 })
      const metadata = {
        userId: checkout.get('metadata[userId]'),
        type: checkout.get('metadata[type]'),
        featureId: checkout.get('metadata[featureId]'),
        themeId: checkout.get('metadata[themeId]'),
      }
      const payload = JSON.stringify({
        id: `evt_${subscriptionId}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: now,
        data: { object: { id: `cs_${subscriptionId}`, object: 'checkout.session', subscription: subscriptionId, metadata } },
      })
      const response = await fetch(`${server.url}/v1/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_glowfolio' }),
        },
        body: payload,
      })
      expect(response.status).toBe(200)
    }

    // Smart Albums: first the owner changes their mind on Stripe's page.
    await page.goto('/dashboard/feature/smart-albums')
    await page.getByRole('button', { name: 'Activate Free Trial' }).click()
    await expect(page.getByText("You will enter your card on Stripe's secure page.")).toBeVisible()
    await page.getByRole('button', { name: 'Start my free trial' }).click()
    await page.waitForURL(/checkout\.stripe\.test/)
    await page.goto(lastCheckout().get('cancel_url')!)
    await expect(page.getByText('Payment cancelled. Nothing was charged.')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/feature\/smart-albums$/)
    await expect(page.getByRole('button', { name: 'Activate Free Trial' })).toBeEnabled()

    // Then pays, and is back before Stripe's webhook.
    await page.getByRole('button', { name: 'Activate Free Trial' }).click()
    await page.getByRole('button', { name: 'Start my free trial' }).click()
    await page.waitForURL(/checkout\.stripe\.test/)
    const smart = lastCheckout()
    await page.goto(smart.get('success_url')!)
    await expect(page.getByText('Confirming your payment…')).toBeVisible()
    await snap(page, 'stripe-confirming')
    await stripePays(smart, 'sub_e2e_smart', 'trialing')
    await expect(page.getByRole('heading', { name: 'Activating Smart Albums' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Successfully Activated')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard\/photos$/, { timeout: 15_000 })

    // Managed in Stripe's portal, from the feature page.
    await page.goto('/dashboard/feature/smart-albums')
    await expect(page.getByRole('button', { name: 'Active' })).toBeDisabled()
    await snap(page, 'feature-active-stripe')
    await page.getByRole('button', { name: 'Manage subscription' }).click()
    await page.waitForURL('https://billing.stripe.test/p/session')
    expect(new URLSearchParams(stripe.requests.at(-1)!.body).get('return_url')).toBe(`${server.url}/dashboard/feature/smart-albums`)

    // A paid theme goes on the same bill: no second Stripe page, applied at once.
    const checkouts = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length
    await page.goto('/dashboard/preview-site/demo/noir')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Added to your Glowfolio bill and paid with it', { exact: false })).toBeVisible()
    await snap(page, 'stripe-theme-on-bill')
    await page.getByRole('button', { name: 'Pay $5.99/month' }).click()
    await expect(page.getByRole('dialog', { name: 'Theme Applied' })).toBeVisible({ timeout: 15_000 })
    await snap(page, 'stripe-theme-applied')
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(checkouts)
    const added = stripe.requests.find((r) => r.path === '/v1/subscription_items')!
    expect(new URLSearchParams(added.body).get('subscription')).toBe('sub_e2e_smart')
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).themeId).toBe('noir')

    // The design screen lists it, with the portal and a way to cancel it: off the bill now, credited.
    await page.goto('/dashboard/design')
    const subscriptions = page.getByRole('region', { name: 'Your theme subscriptions' })
    await expect(subscriptions.getByText(/^Renews on /)).toBeVisible()
    await expect(subscriptions.getByRole('button', { name: 'Manage subscription' })).toBeVisible()
    await snap(page, 'design-theme-subscription')
    await subscriptions.getByRole('button', { name: 'Cancel theme subscription' }).click()
    await expect(
      page.getByText('The theme comes off your bill now, and the unused part of this month is credited on your next invoice.', { exact: false }),
    ).toBeVisible()
    await snap(page, 'design-theme-cancel-dialog')
    await page.getByRole('button', { name: 'Yes - cancel subscription' }).click()
    await expect(page.getByText('Theme subscription cancelled')).toBeVisible()
    await expect(subscriptions).toHaveCount(0)
    const removed = stripe.requests.find((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscription_items/'))!
    expect(removed.query.get('proration_behavior')).toBe('create_prorations')
    expect(stripe.subscriptions.get('sub_e2e_smart')).toMatchObject({ status: 'trialing', cancel_at_period_end: false })
    await snap(page, 'design-theme-cancelled')
    await context.close()
  } finally {
    await server.stop()
    await stripe.close()
  }
})
