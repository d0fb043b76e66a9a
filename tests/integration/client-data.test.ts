// Her data, on request, and client lists in and out (issue 37): a CSV import previewed (writing nothing)
// then confirmed in one transaction, the CSV export, a client's data exported and erased (money records
// kept under another name), the account exported as a ZIP and deleted by the job 7 days after she asked
// unless she kept it. Each route: happy path, bad input, no token, another owner's token.
import { randomBytes } from 'node:crypto'
import { strFromU8, unzipSync } from 'fflate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DELETE as keepAccountRoute, POST as deleteAccountRoute } from '@/app/v1/account/deletion/route'
import { GET as accountExportRoute } from '@/app/v1/account/export/route'
import { GET as exportCsvRoute } from '@/app/v1/clients/export/route'
import { POST as importRoute } from '@/app/v1/clients/import/route'
import { POST as previewRoute } from '@/app/v1/clients/import/preview/route'
import { DELETE as eraseRoute, GET as getRoute } from '@/app/v1/clients/[clientId]/route'
import { GET as clientExportRoute } from '@/app/v1/clients/[clientId]/export/route'
import { deleteDueAccounts } from '@/lib/account/delete-accounts'
import { ERASED_NAME } from '@/lib/clients/erase-client'
import { addClientPhoto } from '@/lib/clients/photos'
import type { ClientExport } from '@/lib/clients/schema'
import { parseCsv } from '@/lib/clients/csv'
import type { ImportPreview, ImportResult } from '@/lib/clients/import-schema'
import { prisma } from '@/lib/db'
import { testPayments } from '@/lib/payments/test-payments'
import { getStorage } from '@/lib/storage/get-storage'
import { callRoute } from '../support/call-route'
import { pngImage } from '../support/images'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }
const hex = () => randomBytes(3).toString('hex')
const DAY = 24 * 60 * 60 * 1000

afterEach(() => vi.restoreAllMocks())

const preview = (token: string | undefined, csv: string) => callRoute<ImportPreview & ErrorBody>(previewRoute, { token, body: { csv } })
const importFile = (token: string | undefined, csv: string) => callRoute<ImportResult & ErrorBody>(importRoute, { token, body: { csv } })
const clientsOf = (userId: string) => prisma.client.findMany({ where: { userId }, orderBy: { name: 'asc' }, include: { notes: true } })

/** A Fresha-style export: BOM, a quoted name with a comma, a note across two lines. */
function freshaFile(tag: string) {
  return [
    '\uFEFFFirst Name,Last Name,Mobile Number,Email,Notes',
    `Mia,Wong,0412 111 ${tag.slice(0, 3).replace(/\D/g, '1').padEnd(3, '1')},mia-${tag}@example.com,"Loves a dewy finish,\nno glitter"`,
    `"Ava, Jr",Smith,,ava-${tag}@example.com,`,
    `Mia,Wong,,MIA-${tag}@EXAMPLE.COM,repeat of line 2`,
    `Zoe,Harris,,zoe2-${tag}@example.com,`,
    `,,,nobody-${tag}@example.com,`,
    `Ella,Ng,not a number,ella-${tag}@example.com,`,
  ].join('\r\n')
}

describe('POST /v1/clients/import/preview', () => {
  it('reads a Fresha export against her clients: matches, a duplicate row, a likely duplicate, a row with no name; and writes nothing', async () => {
    const { user, token } = await createOwner()
    const tag = hex()
    await prisma.client.create({ data: { userId: user.id, name: 'Ava Smith', email: `ava-${tag}@example.com` } })
    await prisma.client.create({ data: { userId: user.id, name: 'Zoe Harris', email: `zoe-${tag}@example.com` } })
    const before = await clientsOf(user.id)

    const result = await preview(token, freshaFile(tag))
    expect(result.status).toBe(200)
    expect(result.body.columns).toEqual({ name: 'First Name + Last Name', email: 'Email', phone: 'Mobile Number', notes: 'Notes' })
    expect(result.body.rows.map((row) => [row.line, row.name, row.status])).toEqual([
      [2, 'Mia Wong', 'new'],
      [3, 'Ava, Jr Smith', 'match'],
      [4, 'Mia Wong', 'duplicate'],
      [5, 'Zoe Harris', 'new'],
      [6, '', 'invalid'],
      [7, 'Ella Ng', 'new'],
    ])
    expect(result.body.rows[2].duplicateOf).toBe(2)
    expect(result.body.rows[3].likelyDuplicateOf).toBe(`Zoe Harris (zoe-${tag}@example.com)`)
    expect(result.body.rows[5]).toMatchObject({ phone: null, problem: '“not a number” is not a mobile number: it is left out' })
    expect(result.body.counts).toEqual({ new: 3, match: 1, duplicate: 1, invalid: 1, likely: 1 })
    expect(await clientsOf(user.id)).toEqual(before)
  })

  it('matches a client by her mobile however it was typed, and never another owner’s', async () => {
    const { user, token } = await createOwner()
    const other = await createOwner()
    await prisma.client.create({ data: { userId: user.id, name: 'Lea Ng', phone: '+61412999888' } })
    const csv = 'Name,Phone Number,Email Address\nLea N,+61 412 999 888,\n'
    expect((await preview(token, csv)).body.rows[0]).toMatchObject({ status: 'match', clientName: 'Lea Ng', phone: '+61412999888' })
    expect((await preview(other.token, csv)).body.rows[0]).toMatchObject({ status: 'new', clientName: null })
  })

  it('refuses a file with no name column, more than 5,000 rows or over 2 MB with a 4xx that says so, and no token with 401', async () => {
    const { user, token } = await createOwner()
    const noName = await preview(token, 'Email,Phone\na@example.com,0412000111\n')
    expect(noName.status).toBe(422)
    expect(noName.body.error.message).toMatch(/no name column/)
    const tooMany = await preview(token, ['Name', ...Array.from({ length: 5001 }, (_, index) => `Client ${index}`)].join('\n'))
    expect(tooMany.status).toBe(413)
    expect(tooMany.body.error.message).toBe('The file has 5,001 clients: import at most 5,000 at a time')
    const tooBig = await preview(token, `Name,Notes\n${`Ann,${'x'.repeat(1000)}\n`.repeat(2200)}`)
    expect(tooBig.status).toBe(413)
    expect((await preview(token, '')).status).toBe(422)
    expect((await preview(undefined, 'Name\nAnn\n')).status).toBe(401)
    expect(await prisma.client.count({ where: { userId: user.id } })).toBe(0)
  })
})

describe('POST /v1/clients/import', () => {
  it('writes what the preview showed in one go: new clients with their notes, matches filled in, duplicates and nameless rows left out', async () => {
    const { user, token } = await createOwner()
    const tag = hex()
    const ava = await prisma.client.create({ data: { userId: user.id, name: 'Ava Smith', email: `ava-${tag}@example.com` } })
    const csv = `Name,Email,Mobile,Notes\nAva Smith,ava-${tag}@example.com,0412 777 666,Prefers mornings\nMia Wong,mia-${tag}@example.com,,"Loves a dewy finish,\nno glitter"\nMia W,mia-${tag}@example.com,,\n,,,\n`
    const result = await importFile(token, csv)
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ created: 1, updated: 1, skipped: 2 })
    const clients = await clientsOf(user.id)
    expect(clients.map((client) => [client.name, client.email, client.phone, client.notes.map((note) => note.body)])).toEqual([
      ['Ava Smith', `ava-${tag}@example.com`, '+61412777666', ['Prefers mornings']],
      ['Mia Wong', `mia-${tag}@example.com`, null, ['Loves a dewy finish,\nno glitter']],
    ])
    expect(clients[0].id).toBe(ava.id)
  })

  it("imports into the caller's own clients only: another owner's client with the same e-mail is left alone", async () => {
    const first = await createOwner()
    const other = await createOwner()
    const email = `shared-${hex()}@example.com`
    const hers = await prisma.client.create({ data: { userId: first.user.id, name: 'Nina Park', email } })
    expect((await importFile(other.token, `Name,Email,Mobile\nNina P,${email},0412 555 444\n`)).body).toEqual({ created: 1, updated: 0, skipped: 0 })
    expect(await prisma.client.findUniqueOrThrow({ where: { id: hers.id } })).toEqual(hers)
    expect(await prisma.client.count({ where: { userId: other.user.id, email } })).toBe(1)
  })

  it('refuses bad input and no token, writing nothing', async () => {
    const { user, token } = await createOwner()
    expect((await importFile(token, 'Phone\n0412000111\n')).status).toBe(422)
    expect((await callRoute(importRoute, { token, body: { csv: 42 } })).status).toBe(422)
    expect((await importFile(undefined, 'Name\nAnn\n')).status).toBe(401)
    expect(await prisma.client.count({ where: { userId: user.id } })).toBe(0)
  })
})

describe('GET /v1/clients/export', () => {
  it("downloads every one of her clients as CSV, which the import reads back as matches, and none of another owner's", async () => {
    const { user, token } = await createOwner()
    const other = await createOwner()
    const tag = hex()
    const mia = await prisma.client.create({
      data: {
        userId: user.id,
        name: 'Mia "Mimi" Wong',
        email: `mia-${tag}@example.com`,
        phone: '+61412123123',
        tags: ['bride', 'VIP'],
        allergies: 'Latex, lanolin',
      },
    })
    await prisma.clientNote.create({ data: { clientId: mia.id, body: 'Line one\nline two' } })
    await prisma.client.create({ data: { userId: other.user.id, name: 'Secret Client', email: `secret-${tag}@example.com` } })

    const result = await callRoute<string>(exportCsvRoute, { token })
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="glowfolio-clients-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(result.body).not.toContain('Secret Client')
    const [header, row] = parseCsv(result.body)
    expect(header.slice(0, 4)).toEqual(['Name', 'Email', 'Mobile', 'Tags'])
    expect(row.slice(0, 4)).toEqual(['Mia "Mimi" Wong', `mia-${tag}@example.com`, '+61412123123', 'bride, VIP'])
    expect(row[6]).toBe('Latex, lanolin')
    expect(row[11]).toBe('Line one\nline two')
    expect((await preview(token, result.body)).body.counts).toMatchObject({ match: 1, new: 0 })
    expect((await callRoute(exportCsvRoute, {})).status).toBe(401)
  })
})

/** A client with a booked, part-paid gig, a note, a shade and a shown review. */
async function clientWithHistory(userId: string) {
  const tag = hex()
  const client = await prisma.client.create({
    data: {
      userId,
      name: `Grace Lee ${tag}`,
      email: `grace-${tag}@example.com`,
      phone: '+61412456456',
      allergies: 'Latex',
      notes: { create: { body: 'Her sister is Amy' } },
      shades: { create: { brand: 'MAC', product: 'Studio Fix', shade: 'NC20', position: 0 } },
    },
  })
  const gig = await createGigFor(userId, {
    customerName: client.name,
    customerEmail: client.email,
    customerMobile: client.phone,
    clientId: client.id,
    paidToDateCents: 20000,
    services: [
      { title: 'Grace', subTitle: 'Bridal makeup' },
      { title: 'Mother of the bride', subTitle: 'Soft glam' },
    ],
  })
  const payment = await prisma.payment.create({ data: { userId, appointmentId: gig.id, amountCents: 20000, method: 'cash', receiptNumber: 1 } })
  const review = await prisma.review.create({
    data: {
      userId,
      clientId: client.id,
      customerName: client.name,
      customerEmail: client.email,
      score: 5,
      comments: 'Stunning',
      source: 'glowfolio',
      status: 'visible',
    },
  })
  return { client, gig, payment, review }
}

describe('GET /v1/clients/{id}/export', () => {
  it('answers her data (contacts, profile, notes, shades, gigs, payments) to her owner only', async () => {
    const { user, token } = await createOwner()
    const other = await createOwner()
    const { client, payment } = await clientWithHistory(user.id)
    const result = await callRoute<ClientExport>(clientExportRoute, { token, params: { clientId: client.id } })
    expect(result.status).toBe(200)
    expect(result.body.client).toMatchObject({ name: client.name, email: client.email, phone: client.phone, allergies: 'Latex' })
    expect(result.body.client.notes.map((note) => note.body)).toEqual(['Her sister is Amy'])
    expect(result.body.client.shades).toEqual([{ brand: 'MAC', product: 'Studio Fix', shade: 'NC20' }])
    expect(result.body.client.payments.map((row) => row._id)).toEqual([payment.id])
    const refused = await callRoute<ErrorBody>(clientExportRoute, { token: other.token, params: { clientId: client.id } })
    expect(refused.status).toBe(404)
    expect(JSON.stringify(refused.body)).not.toContain(client.email!)
    expect((await callRoute(clientExportRoute, { params: { clientId: client.id } })).status).toBe(401)
  })
})

describe('DELETE /v1/clients/{id} (erase her)', () => {
  it('removes her record, notes and shades; keeps her gig and payment under "Erased client" with no contacts; the site is told', async () => {
    const { user, token } = await createOwner()
    const { client, gig, payment, review } = await clientWithHistory(user.id)
    const versionBefore = (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).siteVersion

    const result = await callRoute(eraseRoute, { token, method: 'DELETE', params: { clientId: client.id } })
    expect(result.status).toBe(200)
    expect(result.body).toBe('success')
    expect(await prisma.client.findUnique({ where: { id: client.id } })).toBeNull()
    expect(await prisma.clientNote.count({ where: { clientId: client.id } })).toBe(0)
    expect(await prisma.clientShade.count({ where: { clientId: client.id } })).toBe(0)
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({
      customerName: ERASED_NAME,
      customerEmail: null,
      customerMobile: null,
      clientId: null,
      paidToDateCents: 20000,
      services: [
        { title: ERASED_NAME, subTitle: 'Bridal makeup' },
        { title: 'Mother of the bride', subTitle: 'Soft glam' },
      ],
    })
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ amountCents: 20000, receiptNumber: 1 })
    expect(await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({
      customerName: ERASED_NAME,
      customerEmail: null,
      comments: 'Stunning',
    })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).siteVersion).toBeGreaterThan(versionBefore)
    expect((await callRoute(getRoute, { token, params: { clientId: client.id } })).status).toBe(404)
  })

  it('takes her consultation answers and her private photos with her: the rows and the files', async () => {
    const { user, token } = await createOwner()
    const { client, gig } = await clientWithHistory(user.id)
    await addClientPhoto({ user, clientId: client.id, kind: 'trial', file: await pngImage(60, 40) })
    const photo = await prisma.clientPhoto.findFirstOrThrow({ where: { clientId: client.id } })
    await prisma.consultationForm.create({
      data: { userId: user.id, appointmentId: gig.id, person: 'Bride', clientId: client.id, questions: ['allergies'], answeredAt: new Date() },
    })
    expect(await getStorage().exists(photo.storageKey)).toBe(true)

    expect((await callRoute(eraseRoute, { token, method: 'DELETE', params: { clientId: client.id } })).status).toBe(200)
    expect(await prisma.consultationForm.count({ where: { appointmentId: gig.id } })).toBe(0)
    expect(await prisma.clientPhoto.count({ where: { id: photo.id } })).toBe(0)
    expect(await getStorage().exists(photo.storageKey)).toBe(false)
  })

  it('refuses another owner (404) and no token (401), changing nothing', async () => {
    const { user } = await createOwner()
    const other = await createOwner()
    const { client, gig } = await clientWithHistory(user.id)
    expect((await callRoute(eraseRoute, { token: other.token, method: 'DELETE', params: { clientId: client.id } })).status).toBe(404)
    expect((await callRoute(eraseRoute, { method: 'DELETE', params: { clientId: client.id } })).status).toBe(401)
    expect((await callRoute(eraseRoute, { token: other.token, method: 'DELETE', params: { clientId: '' } })).status).toBe(422)
    expect(await prisma.client.findUniqueOrThrow({ where: { id: client.id } })).toEqual(client)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).customerName).toBe(client.name)
  })
})

describe('GET /v1/account/export', () => {
  it('downloads her account as a ZIP of JSON files, with no secrets and nothing of another owner', async () => {
    const feedToken = `feed-${hex()}`
    const { user, token } = await createOwner({ calendarFeedToken: feedToken })
    const other = await createOwner()
    const { client } = await clientWithHistory(user.id)
    await clientWithHistory(other.user.id)
    const response = await accountExportRoute(
      new (await import('next/server')).NextRequest('http://localhost:3000/v1/account/export', { headers: { authorization: `Bearer ${token}` } }),
      {
        params: Promise.resolve({}),
      },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="glowfolio-account-\d{4}-\d{2}-\d{2}\.zip"$/)
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'account.json', 'clients.json', 'gigs.json', 'reviews.json', 'albums.json', 'images.json']),
    )
    const all = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n')
    expect(JSON.parse(strFromU8(files['clients.json']))[0]).toMatchObject({ name: client.name, notes: [{ body: 'Her sister is Amy' }] })
    expect(JSON.parse(strFromU8(files['account.json'])).profile).toMatchObject({ email: user.email })
    expect(all).not.toContain(feedToken)
    expect(all).not.toContain(other.user.email)
    expect((await callRoute(accountExportRoute, {})).status).toBe(401)
  })
})

const ask = (token: string | undefined, confirm: unknown) =>
  callRoute<{ deleteAfter: string | null } & ErrorBody>(deleteAccountRoute, { token, body: { confirm } })

describe('POST and DELETE /v1/account/deletion', () => {
  it('asks for DELETE or her e-mail; schedules the deletion 7 days out; "Keep my account" cancels it', async () => {
    const { user, token } = await createOwner()
    const wrong = await ask(token, 'delete it')
    expect(wrong.status).toBe(422)
    expect(wrong.body.error.fields).toEqual({ confirm: 'Type DELETE or your email' })
    expect((await ask(token, 42)).status).toBe(422)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deleteAfter).toBeNull()
    expect((await ask(undefined, 'DELETE')).status).toBe(401)

    const started = Date.now()
    const asked = await ask(token, user.email.toUpperCase())
    expect(asked.status).toBe(200)
    const deleteAfter = new Date(asked.body.deleteAfter!).getTime()
    expect(deleteAfter - started).toBeGreaterThanOrEqual(7 * DAY - 1000)
    expect(deleteAfter - started).toBeLessThan(7 * DAY + 60_000)
    // Asked again: the first date holds.
    expect((await ask(token, 'delete')).body.deleteAfter).toBe(asked.body.deleteAfter)

    const kept = await callRoute<{ deleteAfter: string | null }>(keepAccountRoute, { token, method: 'DELETE' })
    expect(kept.status).toBe(200)
    expect(kept.body).toEqual({ deleteAfter: null })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deleteAfter).toBeNull()
    expect((await callRoute(keepAccountRoute, { method: 'DELETE' })).status).toBe(401)
  })

  it("only ever schedules the caller's own account", async () => {
    const first = await createOwner()
    const other = await createOwner()
    expect((await ask(other.token, first.user.email)).status).toBe(422)
    await prisma.user.update({ where: { id: first.user.id }, data: { deleteAfter: new Date(Date.now() + DAY) } })
    await callRoute(keepAccountRoute, { token: other.token, method: 'DELETE' })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.user.id } })).deleteAfter).not.toBeNull()
    expect((await prisma.user.findUniqueOrThrow({ where: { id: other.user.id } })).deleteAfter).toBeNull()
  })
})

describe('the delete-accounts job', () => {
  it('does nothing 6 days after she asked; after 8 it cancels her subscriptions, ends her logins and deletes her account and everything of hers', async () => {
    const { user, token } = await createOwner({ payoutsAccountId: `test_acct_${hex()}`, payoutsStatus: 'payoutsOn' })
    const bystander = await createOwner()
    const { client } = await clientWithHistory(user.id)
    await clientWithHistory(bystander.user.id)
    await prisma.subscription.create({
      data: { userId: user.id, type: 'pro', status: 'active', provider: 'test', priceCents: 1900, currentPeriodEnd: new Date(Date.now() + 40 * DAY) },
    })
    const asked = new Date()
    expect((await ask(token, 'DELETE')).status).toBe(200)
    const cancel = vi.spyOn(testPayments, 'cancel')

    // The job runs over every owner's account; these tests check their own.
    await deleteDueAccounts(new Date(asked.getTime() + 6 * DAY))
    expect(await prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull()
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1)
    expect(cancel).not.toHaveBeenCalled()

    expect((await deleteDueAccounts(new Date(asked.getTime() + 8 * DAY))).deleted).toBeGreaterThanOrEqual(1)
    expect(cancel).toHaveBeenCalledTimes(1)
    expect(await prisma.user.findUnique({ where: { id: user.id } })).toBeNull()
    expect(await prisma.client.findUnique({ where: { id: client.id } })).toBeNull()
    expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(0)
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
    expect((await callRoute(getRoute, { token, params: { clientId: client.id } })).status).toBe(401)
    // Someone else's account is untouched, and a second run has nothing more to do for her.
    expect(await prisma.client.count({ where: { userId: bystander.user.id } })).toBe(1)
    await deleteDueAccounts(new Date(asked.getTime() + 9 * DAY))
    expect(cancel).toHaveBeenCalledTimes(1)
  })

  it('keeps an account she kept within the 7 days', async () => {
    const { user, token } = await createOwner()
    const asked = new Date()
    await ask(token, 'DELETE')
    await callRoute(keepAccountRoute, { token, method: 'DELETE' })
    await deleteDueAccounts(new Date(asked.getTime() + 8 * DAY))
    expect(await prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull()
  })
})
