// Our migration runner behaves like `prisma migrate deploy`: idempotent, recorded the way Prisma
// records, and it refuses to run over a migration that was changed after it was applied.
import { createHash } from 'node:crypto'
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
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
    const { rows } = await query(`SELECT to_regclass('"Half"') AS half, (SELECT count(*) FROM "_prisma_migrations" WHERE migration_name = $1)::int AS recorded`, [broken.name])
    expect(rows[0]).toEqual({ half: null, recorded: 0 })
  })
})
