import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { hashPassword } from '@/lib/auth/password'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { linkFromLatestEmail } from './support/mail'

const newEmail = () => `owner-${randomBytes(4).toString('hex')}@example.com`
const sessionToken = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'next-auth.session-token')?.value

/** A set-up owner with a password, signed in on two devices (this page and another browser). */
async function ownerOnTwoDevices(page: Page, browser: import('@playwright/test').Browser) {
  const user = await prisma.user.create({
    data: {
      email: newEmail(),
      passwordHash: await hashPassword('my current password'),
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Two Devices Beauty',
      slug: `two-devices-${randomBytes(4).toString('hex')}`,
      locationCity: 'Bondi',
      mobile: '+61412345678',
    },
  })
  await signIn(page, user)
  const otherDevice = await browser.newContext()
  const other = await otherDevice.newPage()
  await signIn(other, user)
  await other.goto('/dashboard/today')
  await expect(other).toHaveURL(/\/dashboard\/today$/)
  return { user, other, otherDevice }
}

test('the landing page promises, offers sign up and log in, and its testimonials swipe and wrap', async ({ page }) => {
  await page.goto('/landing')
  await expect(page.getByRole('heading', { name: /Let's grow your makeup business/ })).toBeVisible()
  await expect(page.getByRole('link', { name: "Sign Up - it's free" })).toHaveAttribute('href', '/signup')
  await expect(page.getByRole('link', { name: 'Log In' }).last()).toHaveAttribute('href', '/login')
  await snap(page, 'landing')

  const carousel = page.getByRole('region', { name: 'What artists say' })
  await carousel.scrollIntoViewIfNeeded()
  const dot = (n: number) => carousel.getByRole('button', { name: `Show slide ${n}` })
  await expect(dot(1)).toHaveAttribute('aria-current', 'true')

  const viewport = carousel.getByTestId('carousel-viewport')
  const box = (await viewport.boundingBox())!
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(box.x + from, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + (from + to) / 2, box.y + box.height / 2, { steps: 5 })
    await page.mouse.move(box.x + to, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
  }
  await swipe(box.width - 20, 20) // left: next
  await expect(dot(2)).toHaveAttribute('aria-current', 'true')
  await swipe(20, box.width - 20) // right: back to the first
  await expect(dot(1)).toHaveAttribute('aria-current', 'true')
  await swipe(20, box.width - 20) // right again: wraps to the last
  await expect(dot(4)).toHaveAttribute('aria-current', 'true')
  await snap(page, 'landing-testimonials')
})

test('sign up, verify the e-mail from its link, log in', async ({ page }) => {
  const email = newEmail()
  await page.goto('/signup')
  await expect(page.getByText('Get setup in under 3 minutes')).toBeVisible()
  const submit = page.getByRole('button', { name: 'Create my free account' })
  await expect(submit).toBeDisabled()
  await page.getByLabel('Email').fill(email)
  await expect(submit).toBeDisabled()
  await page.getByLabel('Password').fill('my lovely password')
  await snap(page, 'signup')
  await submit.click()

  await expect(page).toHaveURL(/\/on-signup-complete/)
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await snap(page, 'on-signup-complete')

  const verifyLink = await linkFromLatestEmail(email, '/login/')
  await page.goto(verifyLink)
  await expect(page.getByText('Email verified! Please login')).toBeVisible()
  await snap(page, 'login-verified')
  expect((await prisma.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull()

  // The same link again: it says it was used, and offers a new one (none is needed: she is verified).
  await page.goto(verifyLink)
  await expect(page.getByRole('alert').filter({ hasText: 'This verification link has expired or was already used.' })).toBeVisible()
  const resend = page.getByRole('button', { name: 'Send a new link' })
  await expect(resend).toBeDisabled()
  await page.getByLabel('Email').fill(email)
  await snap(page, 'login-verify-link-used')
  await resend.click()
  await expect(page.getByText('If that email still needs verifying, a new link is on its way.')).toBeVisible()

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('my lovely password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/setup\/business-name$/)
  await expect(page.getByRole('heading', { name: 'Your business profile' })).toBeVisible()
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name === 'next-auth.session-token')
  expect(session?.httpOnly).toBe(true)
  const user = await prisma.user.findUniqueOrThrow({ where: { email } })
  const profile = await page.request.get(`/v1/user/profile-data/${user.id}`)
  expect(profile.status()).toBe(200)
  expect((await profile.json()).user.wizardStep).toBe('businessName')
})

test('a wrong password says so; the button waits for both fields', async ({ page }) => {
  await page.goto('/login')
  const button = page.getByRole('button', { name: 'Log in' })
  await expect(button).toBeDisabled()
  await page.getByLabel('Email').fill('demo@glowfolio.app')
  await expect(button).toBeDisabled()
  await page.getByLabel('Password').fill('not the password')
  await button.click()
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  await snap(page, 'login-error')
})

test('forgot password, reset from the e-mail, the old session dies, the new password works', async ({ page, browser }) => {
  const email = newEmail()
  await page.request.post('/v1/auth/register', { data: { email, password: 'first password' } })
  await prisma.user.update({ where: { email }, data: { wizardStep: 'complete', businessName: 'Reset Beauty' } })
  await page.context().clearCookies()

  // The owner is logged in on another device with the old password.
  const otherDevice = await browser.newContext()
  const old = await otherDevice.newPage()
  await old.goto('/login')
  await old.getByLabel('Email').fill(email)
  await old.getByLabel('Password').fill('first password')
  await old.getByRole('button', { name: 'Log in' }).click()
  await expect(old).toHaveURL(/\/dashboard\/today$/)
  await old.goto('/dashboard/reviews')
  await expect(old.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password/)
  const send = page.getByRole('button', { name: 'Send reset link' })
  await expect(send).toBeDisabled()
  await page.getByLabel('Email').fill(email)
  await send.click()
  await expect(page.getByText('An email has been sent to you with reset instructions')).toBeVisible()
  await snap(page, 'forgot-password')

  const resetLink = await linkFromLatestEmail(email, '/reset-password/')
  await page.goto(resetLink)
  await expect(page.getByRole('status', { name: 'Please wait' })).toBeVisible()
  await snap(page, 'reset-password-wait')
  await page.getByLabel('New password').fill('second password')
  await snap(page, 'reset-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Password successfully changed. Please login')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  // The used link says so at once and offers a new one, rather than a form that fails with "Unexpected error".
  const usedLink = await browser.newPage()
  await usedLink.goto(resetLink)
  await expect(usedLink.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
  await expect(usedLink.getByText('This reset link has expired or was already used. Please ask for a new one.')).toBeVisible()
  await expect(usedLink.getByLabel('New password')).toHaveCount(0)
  await snap(usedLink, 'reset-password-link-used')
  await usedLink.getByRole('link', { name: 'Send me a new link' }).click()
  await expect(usedLink).toHaveURL(/\/forgot-password$/)
  await usedLink.close()

  // The other device's session is dead: its next page load goes to the landing page, cookie cleared.
  await old.reload()
  await expect(old).toHaveURL(/\/landing(\?|$)/)
  await expect(old.getByRole('link', { name: 'Log In' }).first()).toBeVisible()
  await snap(old, 'reset-password-old-session')
  await old.goto('/dashboard/reviews')
  await expect(old).toHaveURL(/\/landing\?next=/)
  await otherDevice.close()

  // The old password no longer opens the account; the new one does, through the login screen.
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('first password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
  await page.getByLabel('Password').fill('second password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/today$/)
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' })).toBeVisible()
  await snap(page, 'reset-password-new-login')
})

test('a protected page visited logged out comes back after login; logging out ends the session', async ({ page }) => {
  const email = newEmail()
  await page.request.post('/v1/auth/register', { data: { email, password: 'a good password' } })
  await prisma.user.update({ where: { email }, data: { wizardStep: 'complete', businessName: 'Back Again Beauty' } })

  await page.goto('/dashboard/reviews?filter=hidden')
  await expect(page).toHaveURL(/\/landing\?next=%2Fdashboard%2Freviews%3Ffilter%3Dhidden$/)
  await page.getByRole('link', { name: 'Log In' }).first().click()
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Freviews%3Ffilter%3Dhidden$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a good password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/reviews\?filter=hidden$/)
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible()
  await snap(page, 'dashboard-shell')

  // With a session, the landing and login pages lead to the dashboard.
  for (const path of ['/login', '/landing']) {
    const answer = await page.request.get(path, { maxRedirects: 0 })
    expect(answer.status()).toBe(307)
    expect(answer.headers().location).toMatch(/\/dashboard$/)
  }

  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await snap(page, 'menu')
  const token = await sessionToken(page)
  const user = await prisma.user.findUniqueOrThrow({ where: { email } })
  expect((await page.request.get(`/v1/user/profile-data/${user.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200)
  await page.getByRole('button', { name: 'Log out', exact: true }).click()
  await expect(page).toHaveURL(/\/landing$/)
  await page.goto('/dashboard/reviews')
  await expect(page).toHaveURL(/\/landing\?next=/)
  // The token itself is dead, not only forgotten by this browser: as a bearer or put back as the cookie.
  expect((await page.request.get(`/v1/user/profile-data/${user.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401)
  await page.context().addCookies([{ name: 'next-auth.session-token', value: token!, url: page.url() }])
  await page.goto('/dashboard/reviews')
  await expect(page).toHaveURL(/\/landing$/)
})

test('a ?next= that a browser would read as another site never leaves the app, before or after the login form', async ({ page }) => {
  const email = newEmail()
  await page.request.post('/v1/auth/register', { data: { email, password: 'a good password' } })
  await prisma.user.update({ where: { email }, data: { wizardStep: 'complete', businessName: 'Stay Home Beauty' } })
  await page.context().clearCookies()
  const origin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3000').origin

  await page.goto('/landing?next=/%0d/evil.example')
  await page.getByRole('link', { name: 'Log In' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/login?next=/%09/evil.example')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('a good password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard\/today$/)
  expect(new URL(page.url()).origin).toBe(origin)

  // Logged in, /login and /landing send such a ?next= to the dashboard.
  for (const path of [
    '/login?next=/%09/evil.example',
    '/login?next=/%0a/evil.example',
    '/landing?next=/%09%5Cevil.example',
    '/landing?next=/.//evil.example',
  ]) {
    const answer = await page.request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(307)
    expect(new URL(answer.headers().location, origin).origin, path).toBe(origin)
  }
})

test('"Log out everywhere" ends the session on every device', async ({ page, browser }) => {
  const { other, otherDevice } = await ownerOnTwoDevices(page, browser)
  await page.goto('/dashboard/today')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Log out everywhere' })).toBeVisible()
  await page.getByRole('button', { name: 'Log out everywhere' }).click()
  await expect(page).toHaveURL(/\/landing$/)
  await other.reload()
  await expect(other).toHaveURL(/\/landing$/)
  expect(await sessionToken(other)).toBeUndefined()
  await otherDevice.close()
})

test('a new e-mail asks for the current password, tells the old address and logs the other devices out', async ({ page, browser }) => {
  const { user, other, otherDevice } = await ownerOnTwoDevices(page, browser)
  await page.goto('/dashboard/edit-profile')
  await expect(page.getByLabel('Current password')).toHaveCount(0)
  const email = newEmail()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await expect(page.getByLabel('Current password')).toBeVisible()
  await page.getByLabel('Current password').scrollIntoViewIfNeeded()
  await snap(page, 'edit-profile-new-email')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Enter your current password' })).toBeVisible()
  await page.getByLabel('Current password').fill('my current password')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/profile$/)

  const notice = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email } })
  expect(notice.subject).toBe('Your Glowfolio email was changed')
  await other.reload()
  await expect(other).toHaveURL(/\/landing$/)
  await otherDevice.close()
  // This device made the change and stays in.
  await page.goto('/dashboard/today')
  await expect(page).toHaveURL(/\/dashboard\/today$/)
})

test('the password changes from the dashboard with the current one; the other devices are logged out', async ({ page, browser }) => {
  const { user, other, otherDevice } = await ownerOnTwoDevices(page, browser)
  await page.goto('/dashboard/edit-profile')
  await page.getByRole('link', { name: 'Change password' }).click()
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
  await page.getByLabel('Current password').fill('not my password')
  await page.getByLabel('New password').fill('my new password')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect password' })).toBeVisible()
  await snap(page, 'change-password-wrong')
  await page.getByLabel('Current password').fill('my current password')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed. Your other devices were logged out.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/edit-profile$/)
  expect((await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email } })).subject).toBe('Your Glowfolio password was changed')
  await other.reload()
  await expect(other).toHaveURL(/\/landing$/)
  await otherDevice.close()
})

test('an owner who signed up with Facebook is told how to set a password', async ({ page }) => {
  const user = await prisma.user.create({
    data: {
      email: newEmail(),
      facebookUserId: `fb-${randomBytes(4).toString('hex')}`,
      wizardStep: 'complete',
      businessName: 'Facebook Beauty',
      locationCity: 'Bondi',
      mobile: '+61412345678',
    },
  })
  await signIn(page, user)
  await page.goto('/dashboard/change-password')
  await expect(page.getByText(/You log in with Facebook, so your account has no password yet/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Set a password' })).toHaveAttribute('href', '/forgot-password')
  await snap(page, 'change-password-facebook')
})

test('the dashboard clears a session whose owner no longer exists', async ({ page }) => {
  const user = await prisma.user.create({ data: { email: newEmail(), wizardStep: 'complete' } })
  await signIn(page, user)
  await prisma.user.delete({ where: { id: user.id } })
  await page.goto('/dashboard/reviews')
  await expect(page).toHaveURL(/\/landing$/)
  expect((await page.context().cookies()).find((c) => c.name === 'next-auth.session-token')).toBeUndefined()
})
