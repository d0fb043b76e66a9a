// Background and scheduled jobs on pg-boss, in the same Postgres and through the app's own pool (the
// embedded database takes one connection at a time). Each job is a plain function elsewhere in lib/;
// this file only wires names, schedules and workers.
import PgBoss from 'pg-boss'
import { pool } from '@/lib/db'
import { log } from '@/lib/log'

export type JobDefinition = {
  name: string
  /** Cron (UTC), for jobs that also run on a clock. */
  cron?: string
  run: () => Promise<unknown>
}

// The embedded database serves one client connection at a time: poll less, so the app's pool goes idle
// and lets other clients (scripts, test fixtures) take their turn.
const POLLING_INTERVAL_SECONDS = process.env.DATABASE_EMBEDDED === '1' ? 5 : 1

const globalForJobs = globalThis as typeof globalThis & { glowfolioBoss?: Promise<PgBoss> }

// Several app instances (or cluster workers) start at once: pg-boss's queue creation deadlocks when two
// run it together, so setting up the queues takes this advisory lock. It is held by a transaction of its
// own, which keeps it on one server connection even behind a transaction-pooling PgBouncer. The
// embedded database has one instance and one connection, which the lock would hold away from the setup.
const SETUP_LOCK = 71_402_001

async function withSetupLock<T>(work: () => Promise<T>): Promise<T> {
  if (process.env.DATABASE_EMBEDDED === '1') return work()
  const client = await pool().connect()
  try {
    await client.query('BEGIN')
    await client.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK])
    const result = await work()
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** One instance's queue and workers (startJobs keeps one per process). */
export async function setUpJobs(jobs: JobDefinition[]): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool().query(text, values) },
    schema: 'pgboss',
  })
  boss.on('error', (error) => log.error('job queue error', { error }))
  try {
    await withSetupLock(async () => {
      await boss.start()
      for (const job of jobs) {
        await boss.createQueue(job.name, { name: job.name, policy: 'singleton', retryLimit: 3, retryBackoff: true })
        if (job.cron) await boss.schedule(job.name, job.cron)
      }
    })
    for (const job of jobs) {
      await boss.work(job.name, { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS }, async () => {
        try {
          await job.run()
        } catch (error) {
          log.error('job failed', { job: job.name, error })
          throw error
        }
      })
    }
  } catch (error) {
    await boss.stop({ graceful: false, close: false }).catch(() => undefined)
    throw error
  }
  log.info('jobs started', { jobs: jobs.map((job) => job.name) })
  return boss
}

/**
 * Starts the queue and the workers; when the database is not there yet, keeps trying (5 s, 10 s, …
 * a minute apart) without holding up the web server, which serves meanwhile.
 */
export function startJobs(jobs: JobDefinition[]): Promise<PgBoss> {
  globalForJobs.glowfolioBoss ??= (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await setUpJobs(jobs)
      } catch (error) {
        const seconds = Math.min(60, 5 * 2 ** (attempt - 1))
        log.error('jobs did not start; trying again', { attempt, inSeconds: seconds, error })
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      }
    }
  })()
  return globalForJobs.glowfolioBoss
}

/**
 * Asks for a job to run soon; a no-op outside a server that started the queue (scripts, tests).
 * Never waits: callers kick from inside their own transaction, and on the embedded database (one
 * connection) the queue's insert can only run once that transaction has let the connection go.
 * The short delay lets the caller's transaction commit first; the job's cron catches anything later.
 */
export function kickJob(name: string, delaySeconds = 1): void {
  const boss = globalForJobs.glowfolioBoss
  if (!boss) return
  boss.then((queue) => queue.send(name, {}, { startAfter: delaySeconds })).catch((error: unknown) => log.warn('could not queue job', { job: name, error }))
}

export async function stopJobs(): Promise<void> {
  const boss = globalForJobs.glowfolioBoss
  globalForJobs.glowfolioBoss = undefined
  if (boss) await (await boss).stop({ graceful: true, wait: true, close: false })
}
