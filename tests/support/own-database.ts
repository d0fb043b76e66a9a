// A database of this test file's own, for suites that check the whole database: "nothing was written"
// holds only where no other test file writes at the same time. Call at the top of the file, before
// anything reaches the database; the database is migrated, seeded with the catalogues and dropped after.
import { afterAll } from 'vitest'
import { disconnectDb, prisma } from '@/lib/db'
import { createTestDatabase } from './database'

export async function setUpOwnDatabase(label: string): Promise<void> {
  const serverUrl = process.env.DATABASE_EMBEDDED === '1' ? undefined : process.env.DATABASE_URL
  const previous = { url: process.env.DATABASE_URL, embedded: process.env.DATABASE_EMBEDDED }
  // Without a server (DATABASE_URL unset for the run), the run's embedded database is shared; a second
  // embedded one is started instead.
  if (!serverUrl) delete process.env.DATABASE_URL
  const database = await createTestDatabase(label)
  Object.assign(process.env, { DATABASE_URL: database.url, DATABASE_EMBEDDED: database.embedded ? '1' : '' })
  await disconnectDb()
  const { seed } = await import('@/prisma/seed')
  await seed({ demo: false })
  afterAll(async () => {
    await disconnectDb()
    await database.drop()
    Object.assign(process.env, { DATABASE_URL: previous.url ?? '', DATABASE_EMBEDDED: previous.embedded ?? '' })
  })
}

type TableState = { table: string; rows: number; digest: string }

/**
 * Every table's row count and a digest of its rows. `rate_limits` is left out: counting attempts,
 * refused ones included, is its job.
 */
export async function databaseState(): Promise<Map<string, TableState>> {
  const tables = await prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limits', '_prisma_migrations')
    ORDER BY table_name`
  const sql = tables
    .map(
      ({ name }) => `SELECT '${name}' AS table, count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    )
    .join(' UNION ALL ')
  const rows = await prisma.$queryRawUnsafe<TableState[]>(sql)
  return new Map(rows.map((row) => [row.table, row]))
}

/** The tables whose rows changed between two states, with their row counts. */
export function changedTables(before: Map<string, TableState>, after: Map<string, TableState>): string[] {
  return [...after.values()]
    .filter((state) => before.get(state.table)?.digest !== state.digest)
    .map((state) => `${state.table} (${before.get(state.table)?.rows ?? 0} → ${state.rows} rows)`)
}
