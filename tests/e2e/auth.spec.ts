import { randomBytes } from 'node:crypto'
import { expect, prisma, snap, test } from './support/fixtures'
import { linkFromLatestEmail } from './support/mail'

const newEmail = () => `owner-${randomBytes(4).toString('hex')}@example.com`

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
  await snap(page, 'menu')
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/landing$/)
  await page.goto('/dashboard/reviews')
  await expect(page).toHaveURL(/\/landing\?next=/)
})

test('the dashboard clears a session whose owner no longer exists', async ({ page }) => {
  const user = await prisma.user.create({ data: { email: newEmail(), wizardStep: 'complete' } })
  const { signIn } = await import('./support/fixtures')
  await signIn(page, user)
  await prisma.user.delete({ where: { id: user.id } })
  await page.goto('/dashboard/reviews')
  await expect(page).toHaveURL(/\/landing$/)
  expect((await page.context().cookies()).find((c) => c.name === 'next-auth.session-token')).toBeUndefined()
})
