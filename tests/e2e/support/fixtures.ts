// Shared Playwright fixtures: the database the server under test uses, a signed-in owner, and page loads
// that wait until React has hydrated the page.
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
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

/**
 * Saves a screenshot at the test's artifact path, for people to look at: the full page, or with a sheet or
 * dialog open the screen as the phone shows it. A full-page shot resizes the viewport, and an open drawer
 * (vaul) can settle off-screen after it, leaving the test waiting on a button it cannot reach.
 */
export async function snap(page: Page, name: string) {
  const popupOpen = (await page.locator('[role=dialog][data-state=open], [role=alertdialog][data-state=open]').count()) > 0
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: !popupOpen })
}

/**
 * After a test changed what an owner's site shows straight in the database (the app's own writes call
 * siteChanged): tells the servers, and waits until the site's page at `path` is rendered afresh.
 */
export async function refreshStoredSite(request: APIRequestContext, userId: string, path: string) {
  await siteChanged(userId)
  await expect.poll(async () => (await request.head(path)).headers()['x-cache'], { timeout: 5_000 }).not.toBe('HIT')
}

/**
 * Waits until React has hydrated an app page (components/ui/hydration-mark.tsx marks it). Stored site
 * pages and other documents carry no framework (no Next flight data, `self.__next_f`) and are not waited on.
 */
export async function waitForHydration(page: Page) {
  // A wait for a function outlives a navigation the page makes itself (a logged-out page sent to the login).
  await page.waitForFunction(() => !('__next_f' in self) || document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 20_000 })
}

/**
 * Holds back the app's scripts that contain `marker` (a piece that loads later: the real mobile field,
 * the bio's editor) until the returned `release` is called; `release` lets them in and ends the hold once
 * they have gone through. The context's route sees the service worker's fetches too (it serves these files).
 */
export async function holdScripts(page: Page, marker: string): Promise<{ release: () => Promise<void> }> {
  let letIn = () => {}
  const mayLoad = new Promise<void>((resolve) => (letIn = resolve))
  await page.context().route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes(marker)) await mayLoad
    await route.fulfill({ status: response.status(), contentType: 'text/javascript; charset=utf-8', body })
  })
  return {
    release: async () => {
      letIn()
      await page.context().unrouteAll({ behavior: 'wait' })
    },
  }
}

/**
 * Makes `goto` and `reload` wait for hydration as well as for the load event, on every page of the
 * worker (those of contexts a test opens itself too: all pages share one class). A field filled while
 * React hydrates can lose or double what was typed, and neither `load` nor `networkidle` means hydrated.
 * A navigation that asks for less than the load event (`waitUntil: 'domcontentloaded'`) is left as asked.
 */
async function loadsWaitForHydration(browser: Browser) {
  const probe = await browser.newPage()
  const pageClass = Object.getPrototypeOf(probe) as Page
  await probe.context().close()
  const waitsForLoad = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle'
  const { goto, reload } = pageClass
  pageClass.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options)
    if (response && waitsForLoad(options)) await waitForHydration(this)
    return response
  }
  pageClass.reload = async function (this: Page, options) {
    const response = await reload.call(this, options)
    if (response && waitsForLoad(options)) await waitForHydration(this)
    return response
  }
}

export const test = base.extend<object, { hydratedLoads: void }>({
  hydratedLoads: [
    async ({ browser }, use) => {
      await loadsWaitForHydration(browser)
      await use()
    },
    { scope: 'worker', auto: true },
  ],
})
