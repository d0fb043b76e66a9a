// Our migration runner behaves like `prisma migrate deploy`: idempotent, recorded the way Prisma
// records, and it refuses to run over a migration that was changed after it was applied.
import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, inject, it, onTestFinished } from 'vitest'
import { migrate, readMigrations } from '@/lib/db/migrate'

const url = inject('databaseUrl')

/** One connection per query: the embedded database serves one client at a time, and migrate() needs its turn. */
async function query(text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

/**
 * A migration on a database with data of old: a schema of its own migrated up to the migration named
 * `…_{name}`, `seed` run there (it gets the schema's name), then every migration; dropped after.
 */
async function acrossMigration(name: string, seed: (schema: string) => Promise<void>): Promise<string> {
  const schema = `${name}_${randomBytes(3).toString('hex')}`
  const scoped = new URL(url)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  await query(`CREATE SCHEMA "${schema}"`)
  onTestFinished(() => query(`DROP SCHEMA "${schema}" CASCADE`).then(() => undefined))
  const migrations = readMigrations()
  const index = migrations.findIndex((migration) => migration.name.endsWith(`_${name}`))
  await migrate(scoped.toString(), { migrations: migrations.slice(0, index), log: () => undefined })
  await query(`INSERT INTO "${schema}"."Theme" (id, name, image, "desc", author, "fontStack", layout) VALUES ('basic', 'Basic', '', '', '', '', 'basic')`)
  await seed(schema)
  await migrate(scoped.toString(), { migrations, log: () => undefined })
  return schema
}

describe('migrate', () => {
  it('recorded every migration with the checksum Prisma computes (sha256 of the file)', async () => {
    const { rows } = await query('SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name')
    const local = readMigrations()
    expect(rows.map((r) => r.migration_name)).toEqual(local.map((m) => m.name))
    for (const [index, row] of rows.entries()) {
      expect(row.checksum).toBe(createHash('sha256').update(local[index].sql).digest('hex'))
      expect(row.finished_at).toBeInstanceOf(Date)
      expect(row.applied_steps_count).toBe(1)
    }
  })

  it('does nothing the second time', async () => {
    expect(await migrate(url, { log: () => undefined })).toEqual([])
  })

  it('refuses to start when an applied migration was edited', async () => {
    const [first, ...rest] = readMigrations()
    const edited = { ...first, sql: `${first.sql}\n-- edited`, checksum: 'x'.repeat(64) }
    await expect(migrate(url, { migrations: [edited, ...rest], log: () => undefined })).rejects.toThrow(/changed after it was applied/)
  })

  it('applies a new migration in a transaction: a failing one leaves no trace', async () => {
    const migrations = readMigrations()
    const broken = { name: '99990101000000_broken', sql: 'CREATE TABLE "Half" (id int); SELECT no_such_function();', checksum: 'b'.repeat(64) }
    await expect(migrate(url, { migrations: [...migrations, broken], log: () => undefined })).rejects.toThrow(/99990101000000_broken failed/)
    const { rows } = await query(
      `SELECT to_regclass('"Half"') AS half, (SELECT count(*) FROM "_prisma_migrations" WHERE migration_name = $1)::int AS recorded`,
      [broken.name],
    )
    expect(rows[0]).toEqual({ half: null, recorded: 0 })
  })

  it('makes album names unique on a database that already has duplicates: the default or oldest keeps the name, the others get the next free number', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString()
    const schema = await acrossMigration('album_name_unique', async (schema) => {
      await query(`INSERT INTO "${schema}"."User" (id, email, "updatedAt") VALUES ('u1', 'one@example.com', now()), ('u2', 'two@example.com', now())`)
      const albums: [string, string, string, string, boolean, string][] = [
        ['a1', 'u1', 'Bridal', 'visible', false, at(1)],
        ['a2', 'u1', 'bridal', 'hidden', false, at(2)],
        ['a3', 'u1', 'Bridal 2', 'visible', false, at(3)],
        ['a4', 'u1', 'BRIDAL', 'visible', false, at(4)],
        ['a5', 'u1', 'Bridal', 'dismissed', false, at(0)],
        ['a6', 'u1', 'instagram', 'visible', false, at(0)],
        ['a7', 'u1', 'Instagram', 'visible', true, at(5)],
        ['a8', 'u2', 'Bridal', 'visible', false, at(9)],
      ]
      for (const album of albums)
        await query(
          `INSERT INTO "${schema}"."Album" (id, "userId", name, status, "default", "createdAt", "updatedAt") VALUES ($1, $2, $3, $4::"${schema}"."AlbumStatus", $5, $6, now())`,
          album,
        )
    })
    const { rows } = await query(`SELECT id, name FROM "${schema}"."Album" ORDER BY id`)
    expect(Object.fromEntries(rows.map((row) => [row.id, row.name]))).toEqual({
      a1: 'Bridal',
      a2: 'bridal 3',
      a3: 'Bridal 2',
      a4: 'BRIDAL 4',
      a5: 'Bridal',
      a6: 'instagram 2',
      a7: 'Instagram',
      a8: 'Bridal',
    })
    await expect(query(`INSERT INTO "${schema}"."Album" (id, "userId", name, "updatedAt") VALUES ('a9', 'u2', 'BRIDAL', now())`)).rejects.toThrow(
      /Album_userId_name_key/,
    )
  })

  it('turns custom domains set before proof was asked for into pending ones, each with a token of its own, serving nothing', async () => {
    const schema = await acrossMigration('custom_domain_verification', (schema) =>
      query(
        `INSERT INTO "${schema}"."User" (id, email, "customDomain", "updatedAt") VALUES ('u1', 'one@example.com', 'mia.com.au', now()), ('u2', 'two@example.com', 'bea.com.au', now()), ('u3', 'three@example.com', NULL, now())`,
      ).then(() => undefined),
    )
    const { rows } = await query(
      `SELECT id, "customDomain", "customDomainStatus"::text AS status, "customDomainToken" AS token, "customDomainCheckUntil" > now() + interval '6 days' AS "checkedForAWeek", "verifiedDomain" FROM "${schema}"."User" ORDER BY id`,
    )
    expect(rows.map(({ token, ...row }) => ({ ...row, token: typeof token === 'string' && /^[0-9a-f]{32}$/.test(token) }))).toEqual([
      { id: 'u1', customDomain: 'mia.com.au', status: 'pending', token: true, checkedForAWeek: true, verifiedDomain: null },
      { id: 'u2', customDomain: 'bea.com.au', status: 'pending', token: true, checkedForAWeek: true, verifiedDomain: null },
      { id: 'u3', customDomain: null, status: null, token: false, checkedForAWeek: null, verifiedDomain: null },
    ])
    expect(rows[0].token).not.toBe(rows[1].token)
  })

  it('moves owners whose address became one of the app’s (pay, share-image, site-elements.js) to the first free -site address, the old one redirecting there', async () => {
    const schema = await acrossMigration('reserved_slugs_moved', async (schema) => {
      const owners: [string, string | null][] = [
        ['u1', 'pay'],
        ['u2', 'pay-site'],
        ['u3', 'share-image'],
        ['u4', 'site-elements.js'],
        ['u5', 'glow-by-ava'],
        ['u6', null],
      ]
      for (const [id, slug] of owners)
        await query(`INSERT INTO "${schema}"."User" (id, email, slug, "updatedAt") VALUES ($1, $2, $3, now())`, [id, `${id}@example.com`, slug])
      // u5 once had /pay and then /share-image-site: old addresses of hers.
      await query(`INSERT INTO "${schema}"."SlugRedirect" ("oldSlug", "userId") VALUES ('pay', 'u5'), ('share-image-site', 'u5')`)
    })
    const users = await query(`SELECT id, slug FROM "${schema}"."User" ORDER BY id`)
    expect(Object.fromEntries(users.rows.map((row) => [row.id, row.slug]))).toEqual({
      u1: 'pay-site-2',
      u2: 'pay-site',
      u3: 'share-image-site',
      u4: 'site-elements-js-site',
      u5: 'glow-by-ava',
      u6: null,
    })
    const redirects = await query(`SELECT "oldSlug", "userId" FROM "${schema}"."SlugRedirect" ORDER BY "oldSlug"`)
    expect(Object.fromEntries(redirects.rows.map((row) => [row.oldSlug, row.userId]))).toEqual({
      pay: 'u1',
      'share-image': 'u3',
      'site-elements.js': 'u4',
    })
  })
})
