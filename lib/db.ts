// The one Prisma client, over one pg pool that background jobs and rate limits share. The embedded
// database serves one connection at a time, so there the pool holds one and lets it go when idle.
import { PrismaPg } from '@prisma/adapter-pg'
import pg from 'pg'
import { PrismaClient } from '@/lib/generated/prisma/client'
import { log } from '@/lib/log'

// DATABASE_URL is read when the pool is first used, not through lib/env at import: the run and test
// scripts choose the database after modules are loaded.
function createPool(): pg.Pool {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) {
    throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides the embedded database.')
  }
  const embedded = process.env.DATABASE_EMBEDDED === '1'
  const pool = new pg.Pool({
    connectionString,
    max: embedded ? 1 : Number(process.env.DATABASE_POOL_MAX ?? 10),
    // Embedded: hand the one connection back quickly, so other clients of the database get their turn.
    idleTimeoutMillis: embedded ? 200 : 30_000,
    connectionTimeoutMillis: 10_000,
  })
  // An idle connection the server closed (a restart, a failover) is dropped by the pool, which opens a
  // fresh one on the next query. Without a listener, pg raises this as an uncaught exception.
  pool.on('error', (error) => log.warn('idle database connection lost', { error }))
  return pool
}

function createClient(pool: pg.Pool) {
  return new PrismaClient({
    adapter: new PrismaPg(pool),
    // A transaction waits for a connection as long as a query does (the pool's connectionTimeoutMillis),
    // not Prisma's 2 s, and may run 10 s, not 5: payments at once on a busy server queue for the pool and
    // their owner's row instead of failing with a 503.
    transactionOptions: { maxWait: 10_000, timeout: 10_000 },
    // Secrets never leave the database unless a query asks for them by name.
    omit: { user: { passwordHash: true, instagramToken: true, calendarFeedToken: true } },
  })
}

type Db = { pool: pg.Pool; prisma: ReturnType<typeof createClient> }
const globalForDb = globalThis as typeof globalThis & { glowfolioDb?: Db }

function getDb(): Db {
  if (!globalForDb.glowfolioDb) {
    const pool = createPool()
    globalForDb.glowfolioDb = { pool, prisma: createClient(pool) }
  }
  return globalForDb.glowfolioDb
}

/** Created on first use, so that importing a module never needs a database. */
export const prisma = new Proxy({} as Db['prisma'], {
  get(_target, property) {
    const client = getDb().prisma
    const value = Reflect.get(client, property)
    return typeof value === 'function' ? value.bind(client) : value
  },
})

export const pool = (): pg.Pool => getDb().pool

export type PrismaTx = Parameters<Parameters<Db['prisma']['$transaction']>[0]>[0]
/** A client or a transaction: domain functions take either, so callers compose them in one transaction. */
export type DbClient = Db['prisma'] | PrismaTx

export async function disconnectDb(): Promise<void> {
  const db = globalForDb.glowfolioDb
  if (!db) return
  globalForDb.glowfolioDb = undefined
  await db.prisma.$disconnect()
  await db.pool.end().catch(() => undefined)
}
