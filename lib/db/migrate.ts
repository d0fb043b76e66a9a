// Applies prisma/migrations/*/migration.sql the way `prisma migrate deploy` would, and records them in
// Prisma's own _prisma_migrations table with Prisma's checksum (sha256 of the file), so that Prisma's
// CLI on a connected machine agrees with what ran here. Each migration runs in its own transaction.
import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** The advisory lock key Prisma Migrate itself takes, so the two never run at once. */
const PRISMA_MIGRATE_LOCK = 72707369

export type Migration = { name: string; sql: string; checksum: string }

export function readMigrations(dir = path.join(process.cwd(), 'prisma/migrations')): Migration[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8')
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') }
    })
}

type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }

export async function migrate(
  connectionString: string,
  { migrations = readMigrations(), log = console.log }: { migrations?: Migration[]; log?: (line: string) => void } = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK])
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`)
    const { rows } = await client.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    )
    const applied = new Map(rows.map((row) => [row.migration_name, row]))

    const ran: string[] = []
    for (const migration of migrations) {
      const row = applied.get(migration.name)
      if (row && !row.finished_at) {
        throw new Error(`Migration ${migration.name} failed earlier and was not rolled back: resolve it before starting.`)
      }
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied: add a new migration instead.`)
        }
        continue
      }
      await client.query('BEGIN')
      try {
        await client.query(migration.sql)
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        )
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error })
      }
      log(`Applied migration ${migration.name}`)
      ran.push(migration.name)
    }
    return ran
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]).catch(() => undefined)
    await client.end()
  }
}
