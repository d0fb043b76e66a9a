// Shared Playwright fixtures: the database the server under test uses, and a signed-in owner.
import { test as base, expect, type Page } from '@playwright/test'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'

export { expect, prisma }

/** Signs the browser in as the given user by installing a session token as the session cookie. */
export async function signIn(page: Page, user: { id: string; email: string; sessionVersion: number }, origin = process.env.E2E_BASE_URL ?? 'http://localhost:3000') {
  const { token } = await mintSessionToken(user)
  const baseURL = new URL(origin)
  await page.context().addCookies([{ name: 'next-auth.session-token', value: token, domain: baseURL.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }])
}

/** Saves a full-page screenshot at the test's artifact path, for people to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

export const test = base
