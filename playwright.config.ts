import { defineConfig } from '@playwright/test'
import { PHONE } from './tests/e2e/support/phone'

// Debian's Chromium (never `playwright install`), with the flags that keep it off the closed network: the
// whole browser, for the benchmarks and Lighthouse.
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

// The journeys run in Debian's headless shell: the same Chromium build without the browser around it (what
// Playwright itself runs headless). On 2 cores it loads a page in a new context twice as fast as the whole
// browser (docs/operations.md, "The whole suite").
export const headlessShellLaunchOptions = { ...chromiumLaunchOptions, executablePath: '/usr/bin/chromium-headless-shell' }

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // A committed test.only would quietly skip every other journey in CI (.ci/run sets CI).
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.DATABASE_EMBEDDED ? 1 : 2,
  timeout: 60_000,
  // Two workers, the app and Postgres share 2 cores: a journey now and then loses a race with the machine.
  // One retry keeps that from failing CI; the run lists it as flaky, and each flaky one is chased down
  // (several were real bugs: photo order in Add to albums, a name typed before hydration). A test that
  // fails twice fails the run, and so do more than two that needed their retry (the retry reporter lists them).
  retries: 1,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }], ['./tests/e2e/support/retry-reporter.ts']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    ...PHONE,
    // The screens people look at are taken on purpose (snap, look); a failure gets its screenshot, and its
    // retry a trace. Tracing every action of every test cost the 2-core machine about a fifth of the run.
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: headlessShellLaunchOptions,
  },
})
