// Accessibility at 390x844 in Chromium: axe over every page of the app, found on disk (public pages as a
// guest, the dashboard signed in, each wizard step as an owner at that step), and over the sheets and
// dialogs the dashboard opens; no serious or critical violation. Then the main forms, filled and sent
// with the keyboard alone: login, sign-up, the public review form and the profile editor.
import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { hashPassword } from '@/lib/auth/password'
import { createPageWorld, pagePatterns, pageVisits, storageStateFor, type PageWorld } from './support/app-pages'
import { expect, holdScripts, prisma, signIn, snap, test } from './support/fixtures'

test.describe.configure({ mode: 'parallel' })

let world: PageWorld
test.beforeAll(async () => {
  world = await createPageWorld()
})

async function expectAccessible(page: Page, what: string) {
  // Legacy mode: the default opens a second page to merge frame results, which failed here ("Failed to find
  // browser context") on the dev mailbox's e-mail frame;
  // that frame is sandboxed, so opaque to axe either way.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes
          .slice(0, 4)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
    what,
  ).toEqual([])
}

for (const pattern of pagePatterns()) {
  test(`axe finds nothing serious on ${pattern}`, async ({ page }) => {
    const visit = pageVisits(world).find((candidate) => candidate.pattern === pattern)!
    await page.context().addCookies((await storageStateFor(visit.as, world)).cookies)
    await page.goto(visit.path)
    await page.waitForLoadState('networkidle')
    await expectAccessible(page, `${pattern} (${visit.path}, as ${visit.as})`)
  })
}

const SHEETS: { name: string; path: (world: PageWorld) => string; open: (page: Page) => Promise<Locator> }[] = [
  { name: 'menu', path: () => '/dashboard/today', open: async (page) => (await page.getByRole('button', { name: 'Menu' }).click(), page.getByRole('dialog')) },
  {
    name: 'notifications',
    path: () => '/dashboard/today',
    open: async (page) => (await page.getByRole('button', { name: /^Notifications/ }).click(), page.getByRole('dialog')),
  },
  {
    name: 'request reviews',
    path: () => '/dashboard/reviews',
    open: async (page) => (await page.getByRole('button', { name: 'Add new reviews' }).click(), page.getByRole('dialog')),
  },
  {
    name: 'album menu',
    path: (w) => `/dashboard/photos/album/${w.album.id}`,
    open: async (page) => (await page.getByRole('button', { name: 'Edit' }).click(), page.getByRole('dialog')),
  },
  {
    name: 'checkout',
    path: () => '/dashboard/feature/smart-albums',
    open: async (page) => (await page.getByRole('button', { name: /free trial|month/i }).click(), page.getByRole('dialog')),
  },
  {
    name: 'add service',
    path: () => '/dashboard/profile/services',
    open: async (page) => (await page.getByRole('button', { name: 'Add a service' }).click(), page.getByRole('dialog')),
  },
  {
    name: 'Pro upsell',
    path: () => '/dashboard/edit-profile',
    open: async (page) => (await page.getByRole('switch', { name: 'Autoplay cover photos' }).click(), page.getByRole('dialog')),
  },
  {
    name: 'cancel gig',
    path: (w) => `/dashboard/gigs/${w.values.appointmentId}`,
    open: async (page) => (await page.getByRole('button', { name: 'Cancel gig' }).click(), page.getByRole('dialog', { name: 'Cancel this gig?' })),
  },
  {
    name: 'reschedule',
    path: (w) => `/dashboard/gigs/${w.values.appointmentId}`,
    open: async (page) => (await page.getByRole('button', { name: 'Reschedule' }).click(), page.getByRole('dialog', { name: 'Reschedule' })),
  },
]

for (const sheet of SHEETS) {
  test(`axe finds nothing serious in the ${sheet.name} sheet`, async ({ page }) => {
    await signIn(page, world.user)
    await page.goto(sheet.path(world))
    await page.waitForLoadState('networkidle')
    const dialog = await sheet.open(page)
    await expect(dialog).toBeVisible()
    // Sheets slide in: let the animation finish before reading colours and positions.
    await page.waitForTimeout(600)
    await expectAccessible(page, `${sheet.name} sheet`)
    await snap(page, `a11y-sheet-${sheet.name.replace(/\s+/g, '-').toLowerCase()}`)
  })
}

/** Presses Tab until `target` has the focus (the keyboard's only way there), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 120_000 })

  test('login works with the keyboard alone', async ({ page }) => {
    const email = `keys-${randomBytes(4).toString('hex')}@example.com`
    await prisma.user.create({
      data: {
        email,
        passwordHash: await hashPassword('typed with keys'),
        emailVerifiedAt: new Date(),
        wizardStep: 'complete',
        businessName: 'Keyboard Beauty',
      },
    })
    await page.goto('/login')
    await tabTo(page, page.getByLabel('Email'))
    await page.keyboard.type(email)
    await tabTo(page, page.getByLabel('Password'))
    await page.keyboard.type('typed with keys')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/dashboard\//)
  })

  test('sign-up works with the keyboard alone', async ({ page }) => {
    const email = `keys-new-${randomBytes(4).toString('hex')}@example.com`
    await page.goto('/signup')
    await tabTo(page, page.getByLabel('Email'))
    await page.keyboard.type(email)
    await tabTo(page, page.getByLabel('Password'))
    await page.keyboard.type('a long enough password')
    await tabTo(page, page.getByRole('button', { name: 'Create my free account' }))
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/on-signup-complete/)
    expect(await prisma.user.count({ where: { email } })).toBe(1)
  })

  test('a customer reviews with the keyboard alone', async ({ page }) => {
    const owner = await prisma.user.create({
      data: { email: `keys-owner-${randomBytes(4).toString('hex')}@example.com`, wizardStep: 'complete', businessName: 'Keys Bridal' },
    })
    await page.goto(`/post-review/${owner.id}`)
    await tabTo(page, page.getByLabel('Your name'))
    await page.keyboard.type('Keyboard Kate')
    await tabTo(page, page.getByRole('radio', { name: /^5 stars/ }))
    await page.keyboard.press('Space')
    await expect(page.getByRole('radio', { name: /^5 stars/ })).toHaveAttribute('aria-checked', 'true')
    await tabTo(page, page.getByLabel('Can you leave me a testimonial please'))
    await page.keyboard.type('Every step done from the keyboard, and the makeup lasted all night.')
    await tabTo(page, page.getByRole('button', { name: 'Next' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('2 of 2 steps')).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Send without photos' }))
    await page.keyboard.press('Enter')
    await expect.poll(() => prisma.review.count({ where: { userId: owner.id, customerName: 'Keyboard Kate', score: 5 } })).toBe(1)
  })

  test('the profile editor works with the keyboard alone', async ({ page }) => {
    const owner = await prisma.user.create({
      data: {
        email: `keys-profile-${randomBytes(4).toString('hex')}@example.com`,
        wizardStep: 'complete',
        businessName: 'Before Keys',
        slug: `before-keys-${randomBytes(3).toString('hex')}`,
        mobile: '+61400111222',
        locationCity: 'Bondi',
        locationFormatted: 'Bondi NSW, Australia',
      },
    })
    await signIn(page, owner)
    // The bio's editor loads once the keyboard passes through the bio. Held back until she is on Save,
    // it must not take the focus when it arrives: her Enter would go into the bio, not Save.
    const editor = await holdScripts(page, 'ProseMirror')
    await page.goto('/dashboard/edit-profile')
    await tabTo(page, page.getByLabel('Business Name'))
    await page.keyboard.press('Control+A')
    await page.keyboard.type('After Keys')
    await tabTo(page, page.getByLabel('Slogan'))
    await page.keyboard.type('Typed, tabbed and saved')
    await tabTo(page, page.getByLabel('Address', { exact: true }))
    await page.keyboard.press('Control+A')
    await page.keyboard.press('Backspace')
    const save = page.getByRole('button', { name: 'Save' })
    await tabTo(page, save, 80)
    await page.keyboard.press('Enter')
    // Refused, said so, and the keyboard is taken back to the field.
    await expect(page.locator('#city-error')).toHaveText('Address is missing')
    await expect(page.getByLabel('Address', { exact: true })).toBeFocused()
    await page.keyboard.type('Coogee')
    await tabTo(page, save, 80)
    await editor.release()
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible()
    await expect(save).toBeFocused()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/dashboard\/profile$/)
    expect(await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).toMatchObject({
      businessName: 'After Keys',
      slogan: 'Typed, tabbed and saved',
      locationCity: 'Coogee',
    })
  })
})
