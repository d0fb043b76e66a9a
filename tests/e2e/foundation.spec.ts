import { randomBytes } from 'node:crypto'
import { enqueueEmail } from '@/lib/mail/outbox'
import { startExtraServer } from './support/extra-server'
import { expect, snap, test } from './support/fixtures'

test('an e-mail the app sends can be read in the dev mailbox', async ({ page }) => {
  const subject = `Welcome ${randomBytes(3).toString('hex')}`
  await enqueueEmail({
    to: 'newcomer@example.com',
    subject,
    html: '<h1>Hello there</h1><p><a href="https://example.com/verify">Verify</a></p>',
    text: 'Hello there',
  })

  await page.goto('/dev/mailbox')
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible()
  await snap(page, 'mailbox')
  await page.getByRole('link', { name: new RegExp(subject) }).click()
  await expect(page.getByRole('heading', { name: subject })).toBeVisible()
  await expect(page.frameLocator(`iframe[title="${subject}"]`).getByRole('heading', { name: 'Hello there' })).toBeVisible()
  await snap(page, 'mailbox-message')
})

test('any unknown path, one segment or several, redirects to /not-found, which answers 404', async ({ request }) => {
  for (const path of ['/no-such-page', '/no/such/page', '/post-review/no-such-business', '/login/a/b']) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(307)
    expect(new URL(answer.headers().location, 'http://x').pathname, path).toBe('/not-found')
  }
  const notFound = await request.get('/not-found')
  expect(notFound.status()).toBe(404)
  expect(await notFound.text()).toContain('This page may have moved or been deleted.')
})

test('a production server without DEV_MAILBOX=1 publishes no mailbox', async () => {
  const subject = `Reset your password ${randomBytes(3).toString('hex')}`
  const message = await enqueueEmail({ to: 'private@example.com', subject, html: '<p>secret link</p>', text: 'secret link' })
  const server = await startExtraServer({ DEV_MAILBOX: '' })
  try {
    for (const path of ['/dev/mailbox', `/dev/mailbox/${message.id}`]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).not.toContain('secret link')
      expect(html, path).not.toContain(subject)
    }
  } finally {
    await server.stop()
  }
})

test('an unknown page says it may have moved and links back to the dashboard', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveURL(/\/not-found$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('This page may have moved or been deleted.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/dashboard')
  // The app's icon heads it (an image: no icon component's code on every screen's first load), lazy, so
  // that the other pages, which carry this page's tree, do not preload it.
  await expect.poll(() => page.locator('main img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(192)
  expect(await (await page.request.get('/login')).text()).not.toContain('rel="preload" href="/icons/icon-192.png"')
  await snap(page, 'not-found')
})

test('the API answers its catalogue to the browser', async ({ request }) => {
  const features = await request.get('/v1/subscription/item')
  expect(features.ok()).toBe(true)
  expect((await features.json()).map((f: { id: string }) => f.id)).toContain('review-cards')
})
