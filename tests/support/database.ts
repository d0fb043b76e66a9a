// A database of its own for each test run: a fresh one on DATABASE_URL's server when it is set (CI),
// the embedded one otherwise; migrated from empty, dropped after.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { migrate } from '@/lib/db/migrate'
import { startEmbeddedDatabase } from '@/scripts/lib/processes'

export type TestDatabase = { url: string; embedded: boolean; drop(): Promise<void> }

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const name = `glowfolio_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    await migrate(url.toString(), { log: () => undefined })
    return {
      url: url.toString(),
      embedded: false,
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await client.end()
      },
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), `glowfolio-${label}-`))
  const database = await startEmbeddedDatabase(path.join(dir, 'pg'))
  await migrate(database.url, { log: () => undefined })
  return {
    url: database.url,
    embedded: true,
    async drop() {
      database.process.kill('SIGTERM')
      await new Promise((resolve) => database.process.once('exit', resolve))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
