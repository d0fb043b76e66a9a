// `npm start`: the whole app on one machine with no accounts. Without DATABASE_URL it starts the
// embedded database (.data/pg), migrates and seeds it, builds the app when its sources changed, and
// serves it at http://localhost:3000 (PORT to change). With DATABASE_URL it does the same against that.
import path from 'node:path'
import { migrate } from '@/lib/db/migrate'
import { decidePaymentsMode } from '@/lib/payments/payments-mode'
import { buildIfStale, localAuthSecret, startEmbeddedDatabase, startServer } from './lib/processes'
import { dataDirOf, recordRunningApp, shownPath } from './lib/running-app'

/** What the server (a production build) does with payments, said at start-up so nobody is surprised. */
function paymentsLine(serverEnv: NodeJS.ProcessEnv) {
  const testModeOptIn = serverEnv.PAYMENTS_TEST_MODE === '1' || serverEnv.PAYMENTS_TEST_MODE === 'true'
  const mode = decidePaymentsMode({ nodeEnv: 'production', stripeSecretKey: serverEnv.STRIPE_SECRET_KEY || undefined, testModeOptIn })
  if (mode === 'stripe') return 'Payments: Stripe'
  if (mode === 'test') return 'Payments: TEST MODE, paid features activate at once and no card is charged (set STRIPE_SECRET_KEY for real payments)'
  return 'Payments: OFF, no STRIPE_SECRET_KEY: paid features and deposits answer 503 (PAYMENTS_TEST_MODE=1 turns test mode on)'
}

const started = Date.now()
let phaseStarted = started
/** How long the step since the last one took, for the start-up log. */
const took = () => {
  const now = Date.now()
  const seconds = ((now - phaseStarted) / 1000).toFixed(1)
  phaseStarted = now
  return `${seconds} s`
}
const dataDir = dataDirOf()
const port = Number(process.env.PORT ?? 3000)
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
env.AUTH_SECRET ??= localAuthSecret(dataDir)
// Links in e-mails and the impersonation link open this server unless a public origin is given.
env.APP_URL ??= `http://localhost:${port}`

if (!env.DATABASE_URL) {
  // The embedded defaults: a laptop, where the dev mailbox is how e-mail gets read and test-mode
  // payments stand in for Stripe (a production server elsewhere turns payments off without a key).
  if (!env.RESEND_API_KEY) env.DEV_MAILBOX ??= '1'
  if (!env.STRIPE_SECRET_KEY) env.PAYMENTS_TEST_MODE ??= '1'
  const database = await startEmbeddedDatabase(path.join(dataDir, 'pg'))
  env.DATABASE_URL = database.url
  env.DATABASE_EMBEDDED = '1'
  console.log(`Embedded database ready (${shownPath(path.join(dataDir, 'pg'))}) in ${took()}`)
}
Object.assign(process.env, env)

await migrate(env.DATABASE_URL!)
console.log(`Migrated in ${took()}`)
const { seed } = await import('@/prisma/seed')
const { disconnectDb } = await import('@/lib/db')
const seeded = await seed({ demo: env.SEED_DEMO !== '0' })
await disconnectDb()
console.log(`Seeded in ${took()}:`, seeded)

buildIfStale(env)
console.log(`Build checked in ${took()}`)
await startServer(env, port)
console.log(`Server answering in ${took()}`)
recordRunningApp(dataDir, { appUrl: env.APP_URL, databaseUrl: env.DATABASE_URL!, embedded: env.DATABASE_EMBEDDED === '1' })
console.log(`\nGlowfolio is running at http://localhost:${port} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
console.log(`Demo login: demo@glowfolio.app / glowfolio-demo${env.DEV_MAILBOX === '1' ? ` · e-mails: http://localhost:${port}/dev/mailbox` : ''}`)
console.log(paymentsLine(env))
