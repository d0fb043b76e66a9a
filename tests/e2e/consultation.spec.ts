// Consultation and consent forms (issue 37) at 390x844: the artist keeps her bridal questions, sends a
// wedding quote, and the quote e-mail carries one private consultation link per person of the party. The
// bridesmaid answers through hers (an allergy, consent to her health details and to photos); her allergy
// shows on her client page and in red next to her name on the wedding's day-of timeline. The artist adds
// a trial photo to the bride's private album, and using it on her site is refused: the bride has given no
// photo consent.
import { randomBytes } from 'node:crypto'
import { addDays, format } from 'date-fns'
import { anotherPhone } from './support/phone'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

test('a bridesmaid answers her own consultation link; her allergy shows on her page and on the day-of timeline; a photo without consent stays private', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = randomBytes(3).toString('hex')
  const owner = await prisma.user.create({
    data: { email: `consult-${tag}@example.com`, wizardStep: 'complete', businessName: 'Glow Bridal', slug: `glow-consult-${tag}` },
  })
  await prisma.album.create({ data: { userId: owner.id, name: 'Bridal' } })
  const bride = `mia-${tag}@example.com`
  const client = await prisma.client.create({ data: { userId: owner.id, name: 'Mia Rossi', email: bride } })
  const wedding = await prisma.appointment.create({
    data: {
      userId: owner.id,
      requestNumber: 1,
      status: 'offered',
      origin: 'bookingRequest',
      customerName: 'Mia Rossi',
      customerEmail: bride,
      locationCity: 'Manly',
      date: new Date(`${format(addDays(new Date(), 60), 'yyyy-MM-dd')}T00:00:00Z`),
      timeFrom: '07:00',
      timeTo: '10:30',
      services: [{ title: 'Mia', subTitle: 'Bridal makeup' }],
      clientId: client.id,
    },
  })

  await signIn(page, owner)
  // The artist's questions: she keeps the bridal defaults and adds sensitivities.
  await page.goto('/dashboard/clients')
  await page.getByRole('button', { name: 'Form' }).click()
  const sheet = page.getByRole('dialog', { name: 'Consultation form' })
  await expect(sheet.getByRole('switch', { name: 'Allergies' })).toBeChecked()
  await expect(sheet.getByRole('switch', { name: 'Photo consent' })).toBeChecked()
  await sheet.getByRole('switch', { name: 'Sensitivities' }).click()
  await snap(page, 'consultation-questions')
  await sheet.getByRole('button', { name: 'Save questions' }).click()
  await expect(page.getByText('Consultation questions saved')).toBeVisible()

  // She sends the wedding quote: the bride and one bridesmaid, Sophie.
  await page.goto(`/dashboard/gigs/${wedding.id}`)
  await page.getByRole('link', { name: 'Build a quote' }).click()
  const bridesRow = page.getByRole('group', { name: 'Party row 1' })
  await bridesRow.getByLabel('Who').fill('Bride')
  await bridesRow.getByLabel('Price each').fill('450')
  await bridesRow.getByLabel('Time each').selectOption('90')
  await page.getByRole('button', { name: 'Add a person or role' }).click()
  const maid = page.getByRole('group', { name: 'Party row 2' })
  await maid.getByLabel('Who').fill('Sophie')
  await maid.getByLabel('Service').fill('Bridesmaid makeup')
  await maid.getByLabel('Price each').fill('180')
  await maid.getByLabel('Time each').selectOption('60')
  await page.getByRole('button', { name: 'Save and send' }).click()
  await expect(page.getByText(`Quote sent to ${bride}`)).toBeVisible()

  // The quote e-mail: one private link each, the bridesmaid's beside her name.
  const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: bride, subject: { startsWith: 'Your wedding quote' } } })
  expect(mail.text).toContain('Consultation forms')
  const sophieLink = mail.html.match(/Sophie: <a[^>]*href="([^"]+)"/)?.[1]
  const brideLink = mail.html.match(/Bride: <a[^>]*href="([^"]+)"/)?.[1]
  expect(sophieLink).toMatch(/\/consultation\/[a-z0-9]+~[\w-]+$/)
  expect(brideLink).not.toEqual(sophieLink)

  // The bridesmaid answers on her own phone: her allergy needs her consent first.
  const maidPhone = await (await anotherPhone(browser, { baseURL })).newPage()
  await maidPhone.goto(new URL(sophieLink!).pathname)
  await expect(maidPhone.getByRole('heading', { name: 'Your consultation with Glow Bridal' })).toBeVisible()
  await maidPhone.getByLabel('Your name').fill('Sophie Lane')
  await maidPhone.getByLabel('Your email').fill(`sophie-${tag}@example.com`)
  await maidPhone.getByLabel('What is your skin type?').fill('Combination')
  await maidPhone.getByLabel('Any allergies?').fill('Latex')
  await maidPhone.getByRole('group', { name: 'May photos of your makeup be used on my website and Instagram?' }).getByRole('button', { name: 'Yes' }).click()
  await maidPhone.getByRole('button', { name: 'Send my answers' }).click()
  await expect(maidPhone.getByText('Please tick the consent box to share your health details, or leave those answers blank').first()).toBeVisible()
  await maidPhone.getByRole('checkbox').check()
  await snap(maidPhone, 'consultation-form')
  await maidPhone.getByRole('button', { name: 'Send my answers' }).click()
  await expect(maidPhone.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  await snap(maidPhone, 'consultation-thanks')

  // Her client page: the allergy, the day she gave it, her consents.
  const sophie = await prisma.client.findFirstOrThrow({ where: { userId: owner.id, name: 'Sophie Lane' } })
  await page.goto(`/dashboard/clients/${sophie.id}`)
  await expect(page.getByTestId('client-alert')).toContainText('Latex')
  const consent = page.getByRole('region', { name: 'Consent' })
  await expect(consent).toContainText('Photos on your site and Instagram')
  await expect(consent).toContainText(`Yes, given ${format(new Date(), 'd MMM yyyy')}`)
  await expect(page.getByRole('region', { name: 'Beauty profile' })).toContainText('on her form')
  await snap(page, 'consultation-client-page')

  // The wedding's day-of timeline: in red, next to Sophie (her first name: the line needs no more).
  await page.goto(`/dashboard/gigs/${wedding.id}`)
  const timeline = page.getByRole('list', { name: 'Who sits when' })
  const sophieRow = timeline.getByRole('listitem').filter({ hasText: 'Sophie' })
  await expect(sophieRow.getByTestId('timeline-alert')).toContainText('Allergic: Latex')
  await sophieRow.scrollIntoViewIfNeeded()
  await snap(page, 'consultation-timeline')

  // A trial photo in the bride's private album; the bride gave no photo consent, so it stays private.
  await page.goto(`/dashboard/clients/${client.id}`)
  const album = page.getByRole('region', { name: 'Her album' })
  await album.locator('input[type=file]').setInputFiles({ name: 'trial.png', mimeType: 'image/png', buffer: await trialPhoto() })
  await expect(album.getByRole('button', { name: 'Trial look photo' })).toBeVisible()
  const photoUrl = await album.getByRole('button', { name: 'Trial look photo' }).locator('img').getAttribute('src')
  // Only her session opens it: a visitor gets a 404.
  const anonymous = await anotherPhone(browser, { baseURL })
  expect((await anonymous.request.get(new URL(photoUrl!, page.url()).toString())).status()).toBe(404)
  await anonymous.close()
  await snap(page, 'consultation-album')
  await album.getByRole('button', { name: 'Trial look photo' }).click()
  await page.getByRole('button', { name: 'Use on my site' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Mia has not given photo consent, so her photos stay private. Ask her to say yes to photos on her consultation form first.',
  )
  await snap(page, 'consultation-photo-blocked')
  expect(await prisma.image.count({ where: { userId: owner.id } })).toBe(0)
})

async function trialPhoto() {
  const sharp = (await import('sharp')).default
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 214, g: 150, b: 160 } } })
    .png()
    .toBuffer()
}
