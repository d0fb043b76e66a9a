// `npm run test:faults`: the built app under faults, on a Postgres of this script's own (a temporary
// initdb on a free port; the machine's cluster is never touched) and a local Resend stub.
//   1. Postgres stopped in the middle of a load of review posts, then started again: every review the
//      app acknowledged (201) is in the database; the others were refused with 503 and Retry-After;
//      nothing else (no 500, no dropped connection); the app serves again within 5 s by itself.
//   2. The e-mail provider failing: messages stay in the outbox, and go out once it is back.
//   3. The server killed (SIGKILL) in the middle of uploads: no image row points at a missing or
//      half-written file, and the restarted app uploads again.
// Prints the figures and writes bench-results/faults.json; exits 1 when any check fails.
//   npm run test:faults [-- --only=postgres,email,upload]
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import sharp from 'sharp'
import { startHttpStub } from '@/tests/support/http-stub'
import { buildIfStale, root, startServer, stopChildren } from './lib/processes'
import { startPrivatePostgres, type PrivatePostgres } from './lib/private-postgres'
import { freePort } from './lib/free-port'

const AUTH_SECRET = 'faults-secret-faults-secret-faults-secret-0123'
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',')
const wanted = (name: string) => !only || only.includes(name)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const failures: string[] = []
function check(ok: boolean, message: string) {
  console.log(`  ${ok ? '✓' : '✗'} ${message}`)
  if (!ok) failures.push(message)
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

type Context = {
  postgres: PrivatePostgres
  databaseUrl: string
  base: string
  owner: { id: string; token: string }
  dataDir: string
  restartServer(): Promise<void>
  killServer(): void
  resend: { setUp(up: boolean): void; sentIds(): string[] }
}

/** 1. Postgres stops and starts again under a load of review posts. */
async function postgresOutage(ctx: Context) {
  const CONCURRENCY = 16
  const STOP_AFTER_MS = 4_000
  const DOWN_MS = 4_000
  const RUN_MS = 16_000
  type Outcome = { name: string; status: number; retryAfter: string | null; id?: string; at: number; error?: string }
  const outcomes: Outcome[] = []
  const tag = randomBytes(3).toString('hex')
  let sequence = 0
  const began = Date.now()
  const worker = async () => {
    while (Date.now() - began < RUN_MS) {
      const name = `Load ${tag} ${sequence++}`
      try {
        const response = await fetch(`${ctx.base}/v1/review`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: ctx.owner.id, customerName: name, score: 5, comments: 'Flawless makeup, thank you!' }),
        })
        const body = (await response.json().catch(() => null)) as { _id?: string } | null
        outcomes.push({ name, status: response.status, retryAfter: response.headers.get('retry-after'), id: body?._id, at: Date.now() })
      } catch (error) {
        outcomes.push({ name, status: 0, retryAfter: null, at: Date.now(), error: (error as Error).message })
      }
    }
  }
  const workers = Array.from({ length: CONCURRENCY }, worker)
  await sleep(STOP_AFTER_MS)
  ctx.postgres.stop('fast')
  const stoppedAt = Date.now()
  await sleep(DOWN_MS)
  ctx.postgres.start()
  const startedAt = Date.now()
  await Promise.all(workers)

  const acknowledged = outcomes.filter((o) => o.status === 201)
  const refused = outcomes.filter((o) => o.status === 503)
  const other = outcomes.filter((o) => o.status !== 201 && o.status !== 503)
  const firstAfter = acknowledged.filter((o) => o.at > startedAt).sort((a, b) => a.at - b.at)[0]
  const recoveryMs = firstAfter ? firstAfter.at - startedAt : Infinity
  const stored = await query<{ id: string; customerName: string }>(ctx.databaseUrl, `SELECT id, "customerName" FROM "Review" WHERE "customerName" LIKE $1`, [
    `Load ${tag} %`,
  ])
  const storedIds = new Set(stored.map((row) => row.id))
  const storedNames = new Set(stored.map((row) => row.customerName))
  const lost = acknowledged.filter((o) => !o.id || !storedIds.has(o.id))
  const refusedButStored = refused.filter((o) => storedNames.has(o.name))

  console.log(
    `\nPostgres stopped for ${((startedAt - stoppedAt) / 1000).toFixed(1)} s during ${CONCURRENCY} concurrent review posts (${(RUN_MS / 1000).toFixed(0)} s)`,
  )
  check(outcomes.length > 100, `${outcomes.length} posts: ${acknowledged.length} acknowledged (201), ${refused.length} refused (503), ${other.length} other`)
  check(lost.length === 0, `every acknowledged review is in the database (${acknowledged.length - lost.length}/${acknowledged.length})`)
  check(refused.length > 0 && refused.every((o) => Number(o.retryAfter) > 0), 'every refusal is a 503 with Retry-After')
  check(other.length === 0, `no other answers (${[...new Set(other.map((o) => o.error ?? String(o.status)))].slice(0, 3).join('; ') || 'none'})`)
  check(recoveryMs <= 5_000, `serves again ${recoveryMs} ms after Postgres is back (limit 5000 ms)`)
  return {
    concurrency: CONCURRENCY,
    downSeconds: (startedAt - stoppedAt) / 1000,
    posts: outcomes.length,
    acknowledged: acknowledged.length,
    refused503: refused.length,
    other: other.length,
    lostAcknowledged: lost.length,
    refusedButStored: refusedButStored.length,
    recoveryMs,
  }
}

/** 2. Resend fails: the messages wait in the outbox and go once it is back. */
async function emailOutage(ctx: Context) {
  const COUNT = 5
  const tag = randomBytes(3).toString('hex')
  const emails = Array.from({ length: COUNT }, (_, i) => `faults-${tag}-${i}@example.com`)
  ctx.resend.setUp(false)
  for (const email of emails) {
    const response = await fetch(`${ctx.base}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'fault tolerant' }),
    })
    if (response.status !== 201) throw new Error(`register answered ${response.status}`)
  }
  type Row = { id: string; status: string; attempts: number; lastError: string | null }
  const rows = () => query<Row>(ctx.databaseUrl, `SELECT id, status, attempts, "lastError" FROM "EmailOutbox" WHERE "to" = ANY($1)`, [emails])
  const waitFor = async (ok: (list: Row[]) => boolean, ms: number) => {
    const deadline = Date.now() + ms
    while (Date.now() < deadline) {
      const list = await rows()
      if (list.length === COUNT && ok(list)) return list
      await sleep(500)
    }
    return rows()
  }
  const triedAt = Date.now()
  const tried = await waitFor((list) => list.every((row) => row.attempts >= 1 && row.lastError !== null), 90_000)
  const failedWhileDown = tried.filter((row) => row.status === 'pending' && row.attempts >= 1 && row.lastError)
  console.log(`\nResend down while ${COUNT} sign-ups queue their verification e-mails`)
  check(
    failedWhileDown.length === COUNT,
    `all ${COUNT} tried and kept in the outbox as pending (${failedWhileDown.length}), first try after ${((Date.now() - triedAt) / 1000).toFixed(1)} s`,
  )
  ctx.resend.setUp(true)
  const backAt = Date.now()
  const sent = await waitFor((list) => list.every((row) => row.status === 'sent'), 180_000)
  const deliveredMs = Date.now() - backAt
  const delivered = sent.filter((row) => row.status === 'sent')
  const ids = ctx.resend.sentIds()
  check(delivered.length === COUNT, `all ${COUNT} sent once Resend is back (${delivered.length}), ${(deliveredMs / 1000).toFixed(1)} s later`)
  check(
    sent.every((row) => ids.filter((id) => id === row.id).length === 1),
    'each delivered exactly once (idempotency key = outbox id)',
  )
  return {
    messages: COUNT,
    keptWhileDown: failedWhileDown.length,
    delivered: delivered.length,
    deliveredSecondsAfterRecovery: deliveredMs / 1000,
    attempts: sent.map((row) => row.attempts),
  }
}

/** 3. The server is killed in the middle of uploads. */
async function uploadCrash(ctx: Context) {
  // Kills spread over the uploads' lives (receiving, decoding, encoding, writing files, the row, the answer);
  // three at once take longer than one alone, hence fractions past 1.
  const FRACTIONS = [0.5, 1, 1.4, 1.9]
  const photo = await sharp({ create: { width: 3600, height: 2700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 92 })
    .toBuffer()
  const upload = () => {
    const form = new FormData()
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'big.jpg')
    return fetch(`${ctx.base}/v1/image/upload-single-image`, { method: 'POST', headers: { authorization: `Bearer ${ctx.owner.token}` }, body: form })
  }
  const timed = performance.now()
  const first = await upload()
  const uploadMs = performance.now() - timed
  if (first.status !== 201) throw new Error(`the upload answered ${first.status}`)
  const rowsBefore = (await query(ctx.databaseUrl, `SELECT id FROM "Image" WHERE "userId" = $1`, [ctx.owner.id])).length
  const outcomes: string[] = []
  for (const delay of FRACTIONS.map((fraction) => Math.round(fraction * uploadMs))) {
    // Three uploads a third of an upload apart, so each kill finds them in different phases.
    const answers = [0, 1, 2].map(async (n) => {
      await sleep((n * uploadMs) / 3)
      return upload().then(
        (response) => String(response.status),
        () => 'cut off',
      )
    })
    await sleep(delay)
    ctx.killServer()
    outcomes.push(`${delay} ms: ${(await Promise.all(answers)).join('/')}`)
    await ctx.restartServer()
  }
  const after = await upload()
  const images = await query<{ id: string; src: string; storageKeys: string[]; width: number; height: number }>(
    ctx.databaseUrl,
    `SELECT id, src, "storageKeys", width, height FROM "Image" WHERE "userId" = $1`,
    [ctx.owner.id],
  )
  const uploads = path.join(ctx.dataDir, 'uploads')
  const broken: string[] = []
  for (const image of images) {
    for (const key of image.storageKeys) {
      const file = path.join(uploads, key)
      if (!existsSync(file)) {
        broken.push(`${key}: missing`)
        continue
      }
      try {
        await sharp(readFileSync(file)).stats()
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`)
      }
    }
  }
  const referenced = new Set(images.flatMap((image) => image.storageKeys))
  const ownerDir = path.join(uploads, ctx.owner.id)
  const onDisk = existsSync(ownerDir) ? readdirSync(ownerDir).map((file) => `${ctx.owner.id}/${file}`) : []
  const orphans = onDisk.filter((key) => !referenced.has(key))
  console.log(
    `\nServer killed (SIGKILL) ${FRACTIONS.length} times during three staggered ${(photo.length / 1024 / 1024).toFixed(1)} MB uploads (${Math.round(uploadMs)} ms each): ${outcomes.join(', ')}`,
  )
  check(
    broken.length === 0,
    `every stored image's files exist and decode (${images.length} images, ${referenced.size} files${broken.length ? `; ${broken.slice(0, 3).join('; ')}` : ''})`,
  )
  check(after.status === 201, `the restarted server uploads again (${after.status})`)
  console.log(
    `  · images stored by uploads the kills interrupted: ${images.length - rowsBefore - 1}; unreferenced files left behind: ${orphans.length}${orphans.some((key) => key.includes('.partial-')) ? ' (some partial)' : ''}`,
  )
  return {
    kills: FRACTIONS.length,
    photoBytes: photo.length,
    uploadMs: Math.round(uploadMs),
    outcomes,
    images: images.length,
    referencedFiles: referenced.size,
    brokenReferences: broken.length,
    orphanFiles: orphans.length,
  }
}

async function main() {
  const started = Date.now()
  buildIfStale()
  const postgres = await startPrivatePostgres()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glowfolio-faults-'))
  try {
    await query(postgres.url, 'CREATE DATABASE glowfolio')
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/glowfolio')
    process.env.DATABASE_URL = databaseUrl
    const { migrate } = await import('@/lib/db/migrate')
    await migrate(databaseUrl, { log: () => undefined })
    const { seed } = await import('@/prisma/seed')
    const { prisma, disconnectDb } = await import('@/lib/db')
    const { mintSessionToken } = await import('@/lib/auth/sessions')
    process.env.AUTH_SECRET = AUTH_SECRET
    await seed({ demo: false })
    const user = await prisma.user.create({
      data: {
        email: `faults-${randomBytes(3).toString('hex')}@example.com`,
        emailVerifiedAt: new Date(),
        wizardStep: 'complete',
        businessName: 'Fault Line Beauty',
        slug: `fault-line-${randomBytes(3).toString('hex')}`,
      },
    })
    const owner = { id: user.id, token: (await mintSessionToken(user)).token }
    await disconnectDb()

    let resendUp = true
    const sentIds: string[] = []
    const resend = await startHttpStub((request) => {
      if (request.path !== '/emails') return { status: 404, json: { statusCode: 404, name: 'not_found', message: 'Not found' } }
      if (!resendUp) return { status: 503, json: { statusCode: 503, name: 'internal_server_error', message: 'Service unavailable' } }
      sentIds.push(String(request.headers['idempotency-key']))
      return { json: { id: `msg_${sentIds.length}` } }
    })

    const port = await freePort()
    const log = openSync(path.join(dataDir, 'server.log'), 'a')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_EMBEDDED: '',
      AUTH_SECRET,
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      RESEND_API_KEY: 're_faults',
      RESEND_BASE_URL: resend.url,
      RATE_LIMIT_REVIEW: '1000000/3600',
      RATE_LIMIT_REGISTER: '1000000/3600',
      // Retries due 3 s after a failure (production: 60 s), so the suite need not wait minutes.
      OUTBOX_RETRY_BASE_SECONDS: '3',
      JOBS: 'on',
    }
    let server: ChildProcess = await startServer(env, port, { output: log })
    const ctx: Context = {
      postgres,
      databaseUrl,
      base: `http://127.0.0.1:${port}`,
      owner,
      dataDir,
      killServer: () => server.kill('SIGKILL'),
      restartServer: async () => {
        await new Promise((resolve) => (server.exitCode !== null || server.signalCode ? resolve(null) : server.once('exit', resolve)))
        server = await startServer(env, port, { output: log })
      },
      resend: { setUp: (up) => (resendUp = up), sentIds: () => sentIds },
    }
    const figures: Record<string, unknown> = {}
    try {
      if (wanted('postgres')) figures.postgresOutage = await postgresOutage(ctx)
      if (wanted('email')) figures.emailOutage = await emailOutage(ctx)
      if (wanted('upload')) figures.uploadCrash = await uploadCrash(ctx)
    } finally {
      server.kill('SIGTERM')
      await resend.close()
    }
    const seconds = (Date.now() - started) / 1000
    console.log(`\n${failures.length ? `${failures.length} check(s) failed` : 'All fault checks passed'} in ${seconds.toFixed(0)} s`)
    if (failures.length) console.log(`Server log: ${path.join(dataDir, 'server.log')}`)
    mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    writeFileSync(
      path.join(root, 'bench-results/faults.json'),
      `${JSON.stringify({ ranAt: new Date().toISOString(), seconds, passed: failures.length === 0, failures, ...figures }, null, 2)}\n`,
    )
    if (failures.length) process.exitCode = 1
  } finally {
    postgres.destroy()
    if (!failures.length) rmSync(dataDir, { recursive: true, force: true })
  }
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => stopChildren())
