// Shared Playwright fixtures: the database the server under test uses, and a signed-in owner.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import { siteChanged } from '@/lib/site/site-changed'

export { expect, prisma }

/** Signs the browser in as the given user by installing a session token as the session cookie. */
export async function signIn(
  page: Page,
  user: { id: string; email: string; sessionVersion: number },
  origin = process.env.E2E_BASE_URL ?? 'http://localhost:3000',
) {
  const { token } = await mintSessionToken(user)
  const baseURL = new URL(origin)
  await page.context().addCookies([{ name: 'next-auth.session-token', value: token, domain: baseURL.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }])
}

/** Saves a full-page screenshot at the test's artifact path, for people to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

/**
 * After a test changed what an owner's site shows straight in the database (the app's own writes call
 * siteChanged): tells the servers, and waits until the site's page at `path` is rendered afresh.
 */
export async function refreshStoredSite(request: APIRequestContext, userId: string, path: string) {
  await siteChanged(userId)
  await expect.poll(async () => (await request.head(path)).headers()['x-cache'], { timeout: 5_000 }).not.toBe('HIT')
}

export const test = base
