// Her data, on request, and client lists in and out (issue 37), one journey at 390x844: a Fresha-style CSV
// of 200 clients (3 rows repeated) is previewed, then imported; the list is exported as CSV; a client who
// asked to be forgotten is erased (her past gig stays, under "Erased client"); the whole account is
// downloaded as a ZIP; its deletion is scheduled, then cancelled with "Keep my account".
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { subDays } from 'date-fns'
import { strFromU8, unzipSync } from 'fflate'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { look } from './support/screen-checks'

const FIRST = [
  'Ava',
  'Mia',
  'Zoe',
  'Ella',
  'Ruby',
  'Isla',
  'Chloe',
  'Grace',
  'Lily',
  'Sophie',
  'Amelia',
  'Olivia',
  'Harper',
  'Willow',
  'Ivy',
  'Sienna',
  'Matilda',
  'Evie',
  'Layla',
  'Freya',
]
const LAST = ['Nguyen', 'Smith', 'Patel', 'Brown', 'Wilson', 'Taylor', 'Martin', 'Kelly', 'Walker', 'Rossi']

/** 200 clients as Fresha exports them (BOM, First Name / Last Name / Mobile Number / Email / Notes), then 3 rows repeating earlier ones. */
function clientFile(tag: string) {
  const rows = Array.from({ length: 200 }, (_, index) => {
    const [first, last] = [FIRST[index % 20], LAST[Math.floor(index / 20)]]
    const note = index === 7 ? '"Sensitive skin, prefers\nfragrance-free"' : ''
    return [first, last, `04${String(12000000 + index)}`, `${first}.${last}.${tag}@example.com`.toLowerCase(), note]
  })
  const repeats = [3, 42, 199].map((index) => [rows[index][0], rows[index][1], '', rows[index][3].toUpperCase(), ''])
  return `\uFEFF${[['First Name', 'Last Name', 'Mobile Number', 'Email', 'Notes'], ...rows, ...repeats].map((row) => row.join(',')).join('\r\n')}\r\n`
}

test('200 clients imported from a CSV after a preview, exported, one erased; the account downloaded, its deletion scheduled and kept', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const tag = randomBytes(3).toString('hex')
  const owner = await prisma.user.create({
    data: { email: `data-${tag}@example.com`, wizardStep: 'complete', businessName: 'Glow by Nina', slug: `glow-nina-${tag}` },
  })
  // A client from before, who will ask to be forgotten: a past gig she paid a deposit on.
  const grace = await prisma.client.create({
    data: {
      userId: owner.id,
      name: 'Grace Holloway',
      email: `grace-${tag}@example.com`,
      phone: '+61433222111',
      notes: { create: { body: 'Her sister is Amy' } },
    },
  })
  const gig = await prisma.appointment.create({
    data: {
      userId: owner.id,
      requestNumber: 1,
      customerName: grace.name,
      customerEmail: grace.email,
      customerMobile: grace.phone,
      clientId: grace.id,
      locationCity: 'Bondi',
      date: new Date(`${subDays(new Date(), 30).toISOString().slice(0, 10)}T00:00:00Z`),
      timeFrom: '08:00',
      timeTo: '10:00',
      services: [{ title: 'Grace', subTitle: 'Formal makeup' }],
      totalCents: 30000,
      depositCents: 10000,
      paidToDateCents: 10000,
    },
  })
  await prisma.payment.create({ data: { userId: owner.id, appointmentId: gig.id, amountCents: 10000, method: 'bankTransfer' } })
  await signIn(page, owner)

  // Import: the preview says what would happen, and nothing is written yet.
  await page.goto('/dashboard/clients')
  await page.getByRole('link', { name: 'Import CSV' }).click()
  await expect(page.getByRole('heading', { name: 'Import clients' })).toBeVisible()
  await look(page, 'client-import-empty')
  await page.getByLabel('CSV file').setInputFiles({ name: 'fresha-clients.csv', mimeType: 'text/csv', buffer: Buffer.from(clientFile(tag)) })
  const summary = page.getByRole('list', { name: 'Summary' })
  await expect(summary).toContainText('200 new')
  await expect(summary).toContainText('3 repeated in the file')
  await expect(page.getByRole('region', { name: 'What the import does' })).toContainText(
    'Names from First Name + Last Name · email from Email · mobile from Mobile Number',
  )
  const check = page.getByRole('region', { name: 'Rows to check' })
  await expect(check.getByRole('listitem')).toHaveCount(3)
  await expect(check).toContainText('Same person as line 5: left out')
  expect(await prisma.client.count({ where: { userId: owner.id } })).toBe(1)
  await look(page, 'client-import-preview')

  await page.getByRole('button', { name: 'Import 200 new clients' }).click()
  await expect(page.getByText('200 clients added')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/clients$/)
  expect(await prisma.client.count({ where: { userId: owner.id } })).toBe(201)
  const list = page.getByRole('list', { name: 'Clients' })
  await page.getByLabel('Search clients').fill('chloe ross')
  await expect(list.getByRole('link')).toHaveCount(1)
  await expect(list.getByRole('link', { name: /Chloe Rossi/ })).toBeVisible()
  await page.getByLabel('Search clients').fill('')
  await expect(list.getByRole('link')).toHaveCount(100)
  await snap(page, 'clients-after-import')

  // Export: every client as CSV.
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const csvFile = await csvDownload
  expect(csvFile.suggestedFilename()).toMatch(/^glowfolio-clients-\d{4}-\d\d-\d\d\.csv$/)
  await csvFile.saveAs(testInfo.outputPath('clients.csv'))
  const exported = await readFile(testInfo.outputPath('clients.csv'), 'utf8')
  expect(exported.startsWith('Name,Email,Mobile,Tags')).toBe(true)
  expect(exported).toContain('Grace Holloway')
  expect(exported).toContain(`chloe.rossi.${tag}@example.com`)
  expect(exported).toContain('"Sensitive skin, prefers\nfragrance-free"')

  // Grace asks to be forgotten: her record goes, her gig and its payment stay under another name.
  await page.getByLabel('Search clients').fill('grace hol')
  await list.getByRole('link', { name: /Grace Holloway/ }).click()
  await expect(page.getByRole('heading', { name: 'Grace Holloway' })).toBeVisible()
  const herData = page.getByRole('region', { name: 'Her data' })
  const jsonDownload = page.waitForEvent('download')
  await herData.getByRole('link', { name: 'Download' }).click()
  const herFile = await jsonDownload
  await herFile.saveAs(testInfo.outputPath('grace.json'))
  expect(JSON.parse(await readFile(testInfo.outputPath('grace.json'), 'utf8')).client).toMatchObject({
    name: 'Grace Holloway',
    notes: [{ body: 'Her sister is Amy' }],
  })
  await herData.getByRole('button', { name: 'Erase her' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Erase Grace Holloway?' })
  await expect(confirm).toContainText('named “Erased client”')
  await look(page, 'client-erase-confirm', { view: true })
  await confirm.getByRole('button', { name: 'Erase her' }).click()
  await expect(page.getByText('Grace Holloway is erased')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/clients$/)
  await page.getByLabel('Search clients').fill('grace hol')
  await expect(page.getByText('No client matches that yet.')).toBeVisible()
  await page.goto(`/dashboard/gigs/${gig.id}`)
  await expect(page.getByRole('heading', { name: 'Erased client' })).toBeVisible()
  await expect(page.getByText(/Grace/)).toHaveCount(0)
  await snap(page, 'erased-client-gig')
  expect(await prisma.payment.count({ where: { appointmentId: gig.id } })).toBe(1)

  // Her whole account, as a ZIP.
  await page.goto('/dashboard/account')
  await expect(page.getByRole('heading', { name: 'Your account', exact: true })).toBeVisible()
  const zipDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data' }).click()
  const zipFile = await zipDownload
  expect(zipFile.suggestedFilename()).toMatch(/^glowfolio-account-\d{4}-\d\d-\d\d\.zip$/)
  await zipFile.saveAs(testInfo.outputPath('account.zip'))
  const files = unzipSync(new Uint8Array(await readFile(testInfo.outputPath('account.zip'))))
  expect(JSON.parse(strFromU8(files['clients.json']))).toHaveLength(200)
  expect(JSON.parse(strFromU8(files['gigs.json']))[0]).toMatchObject({ customerName: 'Erased client', payments: [{ amountCents: 10000 }] })
  await look(page, 'account')

  // "Delete my account": she must type DELETE or her e-mail; then a banner with "Keep my account" until the day comes.
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const sheet = page.getByRole('dialog', { name: 'Delete your account?' })
  const deleteButton = sheet.getByRole('button', { name: 'Delete my account' })
  await expect(deleteButton).toBeDisabled()
  await sheet.getByLabel('Type DELETE or your email to confirm').fill('delete')
  await expect(deleteButton).toBeEnabled()
  await look(page, 'account-delete-sheet', { view: true })
  await deleteButton.click()
  await expect(page.getByText(/^Your account will be deleted on /).first()).toBeVisible()
  await expect(sheet).toBeHidden()
  const deleteAfter = (await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).deleteAfter!
  expect(Math.round((deleteAfter.getTime() - Date.now()) / 86_400_000)).toBe(7)
  await page.goto('/dashboard/today')
  const banner = page.getByRole('status', { name: 'Account deletion' })
  await expect(banner).toContainText('Your account will be deleted on')
  await look(page, 'today-deletion-banner')
  await banner.getByRole('button', { name: 'Keep my account' }).click()
  await expect(page.getByText('Your account is kept')).toBeVisible()
  await expect(banner).toBeHidden()
  expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).deleteAfter).toBeNull()
  await snap(page, 'today-account-kept')
})
