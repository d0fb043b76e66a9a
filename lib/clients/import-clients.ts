// Importing a client list (issue 37): a CSV exported from Fresha, Square, GlossGenius or Vagaro, or
// written by hand. The preview reads the file against her clients and writes nothing; the import reads it
// again the same way and writes it in one transaction: new clients added, clients she has (the same
// e-mail, else the same mobile, as matchOrCreateClient matches) filled in where their record is empty,
// rows repeating an earlier row and rows with no name left out. A new row whose name a client has with
// another e-mail is only flagged: merging stays the owner's call, on the client's page.
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { prisma, type DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { parseCsv } from './csv'
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportPreview, type ImportPreviewRow, type ImportResult, importPreviewResponse } from './import-schema'
import { normalizeEmail, normalizePhone } from './normalize'

/** A header as compared: lower-case letters only ("E-mail Address" → "emailaddress"). */
const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '')

/**
 * The headers each field is read from, best first. The systems' exports and help pages name them:
 * Fresha "First Name", "Last Name", "Full Name", "Mobile Number", "Telephone", "Email", "Notes"; Square
 * "First Name", "Surname"/"Last Name", "Email Address", "Phone Number", "Memo"; GlossGenius "Name" or
 * "First Name"/"Last Name", "Email", "Phone"; Vagaro "First Name", "Last Name", "Email", "Mobile Phone"
 * ("Cell Phone"), "Day Phone", "Night Phone". A mobile is taken from the first of its columns that holds a number.
 */
const ALIASES = {
  name: ['name', 'fullname', 'clientname', 'customername', 'client', 'customer'],
  firstName: ['firstname', 'givenname', 'first'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  email: ['email', 'emailaddress', 'clientemail', 'customeremail'],
  phone: [
    'mobile',
    'mobilenumber',
    'mobilephone',
    'mobilephonenumber',
    'cellphone',
    'cell',
    'phone',
    'phonenumber',
    'telephone',
    'dayphone',
    'nightphone',
    'homephone',
  ],
  notes: ['notes', 'note', 'clientnotes', 'customernotes', 'memo'],
} as const

const NAME_MAX = 80
const NOTE_MAX = 2000
const isEmail = (value: string) => z.email().safeParse(value).success
const tidy = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ')

type Columns = { name: number | null; firstName: number | null; lastName: number | null; email: number | null; phones: number[]; notes: number | null }
type Row = { line: number; name: string; email: string | null; phone: string | null; notes: string | null; problem: string | null }
type Known = { id: string; name: string; email: string | null; phone: string | null }
type Classified = ImportPreviewRow & { notes: string | null; clientId: string | null }

function findColumns(header: string[]): Columns {
  const keys = header.map(headerKey)
  const first = (aliases: readonly string[]) => {
    for (const alias of aliases) {
      const index = keys.indexOf(alias)
      if (index >= 0) return index
    }
    return null
  }
  const phones = ALIASES.phone.map((alias) => keys.indexOf(alias)).filter((index) => index >= 0)
  return {
    name: first(ALIASES.name),
    firstName: first(ALIASES.firstName),
    lastName: first(ALIASES.lastName),
    email: first(ALIASES.email),
    phones,
    notes: first(ALIASES.notes),
  }
}

/** The file's rows as clients, or a refusal that says what is wrong with the file. */
function readFile(csv: string): { header: string[]; columns: Columns; rows: Row[] } {
  if (Buffer.byteLength(csv) > IMPORT_MAX_BYTES) {
    throw new AppError('payload_too_large', 'The file is larger than 2 MB: split it in two and import each', { fields: { csv: 'Files are at most 2 MB' } })
  }
  const [header = [], ...lines] = parseCsv(csv)
  if (lines.length > IMPORT_MAX_ROWS) {
    throw new AppError('payload_too_large', `The file has ${lines.length.toLocaleString('en-AU')} clients: import at most 5,000 at a time`, {
      fields: { csv: 'At most 5,000 clients per file' },
    })
  }
  const columns = findColumns(header)
  if (columns.name === null && columns.firstName === null && columns.lastName === null) {
    throw new AppError('unprocessable', 'The file has no name column (Name, or First Name and Last Name): export your client list as CSV and try again', {
      fields: { csv: 'No name column' },
    })
  }
  const rows = lines.map((cells, index): Row => {
    const cell = (column: number | null) => (column === null ? '' : tidy(cells[column]))
    const name = (cell(columns.name) || tidy(`${cell(columns.firstName)} ${cell(columns.lastName)}`)).slice(0, NAME_MAX)
    const emailText = cell(columns.email).toLowerCase()
    const email = emailText && isEmail(emailText) ? normalizeEmail(emailText) : null
    const phoneTexts = columns.phones.map(cell).filter(Boolean)
    const phone = phoneTexts.map(normalizePhone).find((value) => value !== null) ?? null
    const problems = [
      emailText && !email ? `“${emailText}” is not an e-mail address: it is left out` : null,
      phoneTexts.length && !phone ? `“${phoneTexts[0]}” is not a mobile number: it is left out` : null,
    ].filter(Boolean)
    const notes = (cells[columns.notes ?? -1] ?? '').trim().slice(0, NOTE_MAX) || null
    return { line: index + 2, name, email, phone, notes, problem: problems.join('; ') || null }
  })
  return { header, columns, rows }
}

/** Her clients the file's rows may be: by e-mail, by mobile, by name (one query). */
async function knownClients(db: DbClient, userId: string, rows: Row[]): Promise<Known[]> {
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))]
  const phones = [...new Set(rows.flatMap((row) => (row.phone ? [row.phone] : [])))]
  const names = [...new Set(rows.flatMap((row) => (row.name ? [row.name.toLowerCase()] : [])))]
  return db.$queryRaw<Known[]>`
    SELECT "id", "name", "email", "phone" FROM "Client"
    WHERE "userId" = ${userId} AND ("email" = ANY(${emails}) OR "phone" = ANY(${phones}) OR lower("name") = ANY(${names}))
    ORDER BY "createdAt"`
}

function classify(rows: Row[], known: Known[]): Classified[] {
  const byEmail = new Map(known.flatMap((client) => (client.email ? [[client.email, client] as const] : [])))
  const byPhone = new Map(known.flatMap((client) => (client.phone ? [[client.phone, client] as const] : [])))
  const byName = new Map<string, Known[]>()
  for (const client of known) byName.set(client.name.toLowerCase(), [...(byName.get(client.name.toLowerCase()) ?? []), client])
  const seenEmail = new Map<string, number>()
  const seenPhone = new Map<string, number>()
  const seenName = new Map<string, { line: number; email: string | null }[]>()
  return rows.map((row) => {
    const base = { ...row, clientName: null, duplicateOf: null, likelyDuplicateOf: null, clientId: null }
    if (!row.name) return { ...base, status: 'invalid', problem: 'No name: this row is left out' }
    const earlier = (row.email ? seenEmail.get(row.email) : undefined) ?? (row.phone ? seenPhone.get(row.phone) : undefined)
    if (earlier !== undefined) return { ...base, status: 'duplicate', duplicateOf: earlier }
    if (row.email) seenEmail.set(row.email, row.line)
    if (row.phone) seenPhone.set(row.phone, row.line)
    const key = row.name.toLowerCase()
    const sameNameRows = seenName.get(key) ?? []
    seenName.set(key, [...sameNameRows, { line: row.line, email: row.email }])
    const match = (row.email ? byEmail.get(row.email) : undefined) ?? (row.phone ? byPhone.get(row.phone) : undefined)
    if (match) return { ...base, status: 'match', clientName: match.name, clientId: match.id }
    const namesake = byName.get(key)?.find((client) => client.email !== row.email)
    const earlierNamesake = sameNameRows.find((other) => other.email !== row.email)
    const likely = namesake ? `${namesake.name}${namesake.email ? ` (${namesake.email})` : ''}` : earlierNamesake ? `line ${earlierNamesake.line}` : null
    return { ...base, status: 'new', likelyDuplicateOf: likely }
  })
}

async function readAgainst(db: DbClient, userId: string, csv: string) {
  const { header, columns, rows } = readFile(csv)
  return { header, columns, classified: classify(rows, await knownClients(db, userId, rows)) }
}

/** POST /v1/clients/import/preview: what the import would do, row by row. Writes nothing. */
export async function previewImport({ user, csv }: { user: { id: string }; csv: string }): Promise<ImportPreview> {
  const { header, columns, classified } = await readAgainst(prisma, user.id, csv)
  const named = (column: number | null) => (column === null ? null : header[column])
  const count = (status: ImportPreviewRow['status']) => classified.filter((row) => row.status === status).length
  return importPreviewResponse.parse({
    columns: {
      name: named(columns.name) ?? [named(columns.firstName), named(columns.lastName)].filter(Boolean).join(' + '),
      email: named(columns.email),
      phone: columns.phones.length ? columns.phones.map((index) => header[index]).join(', ') : null,
      notes: named(columns.notes),
    },
    counts: {
      new: count('new'),
      match: count('match'),
      duplicate: count('duplicate'),
      invalid: count('invalid'),
      likely: classified.filter((row) => row.likelyDuplicateOf).length,
    },
    rows: classified.map(({ notes: _notes, clientId: _clientId, ...row }) => row),
  })
}

/** POST /v1/clients/import: the file read again, then written in one transaction. */
export async function importClients({ user, csv }: { user: { id: string }; csv: string }): Promise<ImportResult> {
  return prisma.$transaction(
    async (tx) => {
      const { classified } = await readAgainst(tx, user.id, csv)
      const fresh = classified.filter((row) => row.status === 'new').map((row) => ({ ...row, id: randomUUID() }))
      // A client added meanwhile (a booking request) takes her e-mail or mobile: that row is left out.
      const created = await tx.client.createManyAndReturn({
        data: fresh.map((row) => ({ id: row.id, userId: user.id, name: row.name, email: row.email, phone: row.phone })),
        skipDuplicates: true,
        select: { id: true },
      })
      const createdIds = new Set(created.map((client) => client.id))
      const matches = classified.filter((row) => row.status === 'match' && row.clientId)
      const takenPhones = new Set(
        (
          await tx.client.findMany({
            where: { userId: user.id, phone: { in: matches.flatMap((row) => (row.phone ? [row.phone] : [])) } },
            select: { phone: true },
          })
        ).map((client) => client.phone),
      )
      let updated = 0
      for (const row of matches) {
        const client = await tx.client.findFirst({ where: { id: row.clientId!, userId: user.id }, select: { email: true, phone: true } })
        if (!client) continue
        const fill = {
          ...(!client.email && row.email ? { email: row.email } : {}),
          ...(!client.phone && row.phone && !takenPhones.has(row.phone) ? { phone: row.phone } : {}),
        }
        if (fill.phone) takenPhones.add(fill.phone)
        if (Object.keys(fill).length) await tx.client.update({ where: { id: row.clientId! }, data: fill })
        if (Object.keys(fill).length || row.notes) updated += 1
      }
      const notes = [
        ...fresh.filter((row) => createdIds.has(row.id)).map((row) => ({ clientId: row.id, body: row.notes })),
        ...matches.map((row) => ({ clientId: row.clientId!, body: row.notes })),
      ]
      await tx.clientNote.createMany({ data: notes.flatMap((note) => (note.body ? [{ clientId: note.clientId, body: note.body }] : [])) })
      return { created: created.length, updated, skipped: classified.length - created.length - matches.length }
    },
    { timeout: 60_000, maxWait: 10_000 },
  )
}
