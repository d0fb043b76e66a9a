// The phone every end-to-end test runs on (playwright.config.ts `use`), and the same phone for a second
// person in a test (the bride, a bridesmaid, a client): a context a test opens itself does not get `use`.
import type { Browser, BrowserContextOptions } from '@playwright/test'

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-AU',
  timezoneId: 'Australia/Sydney',
} satisfies BrowserContextOptions

/** Another person's phone, on the server at `baseURL`. */
export function anotherPhone(browser: Browser, options: BrowserContextOptions & { baseURL: string | undefined }) {
  return browser.newContext({ ...PHONE, ...options })
}
