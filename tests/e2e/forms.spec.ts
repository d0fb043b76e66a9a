// The owner's forms at 390x844: a warning for two gigs at once, a question before unsaved changes are
// lost, and a refused field shown red, announced and in view above the sticky Save bar.
import { randomBytes } from 'node:crypto'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

const owner = (tag: string) =>
  prisma.user.create({
    data: {
      email: `forms-${randomBytes(4).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Form Beauty',
      slug: `${tag}-${randomBytes(3).toString('hex')}`,
      locationCity: 'Bondi',
      mobile: '+61412345678',
    },
  })

test('the event form warns of another booked gig at the same time, and asks before unsaved changes are lost', async ({ page }) => {
  const user = await owner('form-gigs')
  const date = new Date(`${dayFromToday(21)}T00:00:00Z`)
  const gig = await createGigFor(user.id, { date, timeFrom: '08:00', timeTo: '12:00', customerName: 'Zoe Harris' })
  await createGigFor(user.id, { date, timeFrom: '21:00', timeTo: '01:00', customerName: 'Sienna Marlowe' })
  await createGigFor(user.id, { date, timeFrom: '22:00', timeTo: '23:00', customerName: 'Only Offered', status: 'offered' })
  await signIn(page, user)

  await page.goto(`/dashboard/gigs/${gig.id}`)
  await page.goto(`/dashboard/gigs/${gig.id}/edit`)
  await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible()
  const warning = page.getByRole('status').filter({ hasText: 'You have' })
  await expect(warning).toHaveCount(0)

  // Across midnight, into Sienna's evening; the offered gig is not booked and not named.
  await page.getByLabel('Start time').selectOption('22:00')
  await expect(warning).toHaveText('You have Sienna Marlowe booked 9:00 pm – 1:00 am that day')
  await snap(page, 'event-form-overlap')

  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(leave).toBeVisible()
  await snap(page, 'event-form-leave')
  await leave.getByRole('button', { name: 'Keep editing' }).click()
  await expect(leave).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/dashboard/gigs/${gig.id}/edit$`))
  await expect(page.getByLabel('Start time')).toHaveValue('22:00')

  // The browser's Back asks too, and staying keeps the changes.
  await page.goBack()
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Keep editing' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/gigs/${gig.id}/edit$`))
  await expect(page.getByLabel('Start time')).toHaveValue('22:00')
  await page.goBack()
  await leave.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/gigs/${gig.id}$`))
  expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).timeFrom).toBe('08:00')

  // The warning never blocks saving, and a save leaves without asking.
  await page.goto(`/dashboard/gigs/${gig.id}/edit`)
  await page.getByLabel('Start time').selectOption('22:00')
  await expect(warning).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/gigs/${gig.id}$`))
  await expect(leave).toHaveCount(0)
  expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).timeFrom).toBe('22:00')

  // Cancel on a new event asks once something is typed.
  await page.goto('/dashboard/gigs')
  await page.goto('/dashboard/gigs/new')
  await page.getByLabel('Client name').fill('Mia Chen')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/dashboard\/gigs$/)
})

test('edit profile: a website address that is taken is red, announced, focused and clear of the Save bar; leaving asks first', async ({ page }) => {
  const other = await owner('taken-site')
  const user = await owner('my-site')
  await signIn(page, user)
  await page.goto('/dashboard/profile')
  await page.goto('/dashboard/edit-profile')
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible()

  const slug = page.getByLabel('Website address')
  await slug.fill(other.slug!)
  // Save from the bottom of the form, far from the field.
  await page.getByLabel('Facebook page').scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'Save' }).click()
  // A new address asks first, since links already shared will redirect.
  await page.getByRole('alertdialog', { name: 'Change your website address?' }).getByRole('button', { name: 'Change address' }).click()
  const message = page.getByRole('alert').filter({ hasText: 'This website address is taken. Please choose another.' })
  await expect(message).toBeVisible()
  await expect(message).not.toContainText(other.email)
  await expect(slug).toHaveAttribute('aria-invalid', 'true')
  await expect(slug).toHaveAttribute('aria-describedby', 'slug-error')
  await expect(message).toHaveAttribute('id', 'slug-error')
  await expect(slug).toBeFocused()
  await expect(slug).toHaveCSS('border-top-color', 'rgb(185, 28, 28)')
  const bar = page.getByRole('button', { name: 'Save' }).locator('..')
  await expect(async () => {
    const [field, text, barBox] = await Promise.all([slug.boundingBox(), message.boundingBox(), bar.boundingBox()])
    expect(field!.y).toBeGreaterThanOrEqual(0)
    expect(text!.y + text!.height).toBeLessThanOrEqual(barBox!.y)
  }).toPass()
  await snap(page, 'edit-profile-slug-taken')
  expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).slug).toBe(user.slug)

  // Unsaved: the Back arrow asks, a reload or closing asks through the browser.
  await page.getByRole('link', { name: 'Back' }).click()
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' })
  await expect(leave).toBeVisible()
  await snap(page, 'edit-profile-leave')
  await leave.getByRole('button', { name: 'Keep editing' }).click()
  await expect(slug).toHaveValue(other.slug!)
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    const type = dialog.type()
    await dialog.dismiss()
    return type
  })
  await page.close({ runBeforeUnload: true })
  expect(await asked).toBe('beforeunload')
})
