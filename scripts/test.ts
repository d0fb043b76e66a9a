// `npm test`: every test, as CI runs them. Unit and integration tests under Vitest (integration against
// a real Postgres: a fresh database on DATABASE_URL's server, or the embedded one), then the end-to-end
// journeys in Debian's Chromium headless shell against the built app on a database of their own, then the
// built app under faults (scripts/test-faults.ts, on a Postgres of its own: about a minute).
//   npm test [unit] [integration] [e2e] [faults] [-- playwright args]
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildIfStale, root, startServer, stopChildren } from './lib/processes'
import { CHROMIUM_FONTS, installUnlessPresent } from './lib/debian-packages'
import { freePort } from './lib/free-port'
import { headlessShellLaunchOptions } from '../playwright.config'

const TEST_AUTH_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789ab'

const args = process.argv.slice(2)
const separator = args.indexOf('--')
const phases = (separator === -1 ? args : args.slice(0, separator)).filter(Boolean)
const playwrightArgs = separator === -1 ? [] : args.slice(separator + 1)
const run = (phase: string) => phases.length === 0 || phases.includes(phase)

function exec(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, commandArgs, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${commandArgs.join(' ')} failed (exit ${result.status})`)
}

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs')
const started = Date.now()
try {
  if (run('unit')) exec(process.execPath, [vitest, 'run', '--project', 'unit'])
  if (run('integration')) exec(process.execPath, [vitest, 'run', '--project', 'integration'])
  if (run('e2e')) await runEndToEnd()
  if (run('faults')) exec(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/test-faults.ts')])
  console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
} catch (error) {
  console.error(`\n${(error as Error).message}`)
  process.exitCode = 1
} finally {
  stopChildren()
}

async function runEndToEnd() {
  installUnlessPresent(headlessShellLaunchOptions.executablePath, ['chromium-headless-shell', ...CHROMIUM_FONTS])
  const { createTestDatabase } = await import('@/tests/support/database')
  const database = await createTestDatabase('e2e')
  try {
    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      ...(database.embedded ? { DATABASE_EMBEDDED: '1' } : {}),
      AUTH_SECRET: TEST_AUTH_SECRET,
      APP_URL: `http://localhost:${port}`,
      E2E_BASE_URL: `http://localhost:${port}`,
      // The journeys read e-mail in the dev mailbox, which a production build shows only on request.
      DEV_MAILBOX: '1',
      // The journeys pay in test mode, which a production build without a Stripe key runs only on request.
      PAYMENTS_TEST_MODE: '1',
      // The push journey's push service stub listens on 127.0.0.1, which the push sender refuses unless told.
      PUSH_ENDPOINT_ALLOW_IPS: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
    }
    Object.assign(process.env, { DATABASE_URL: env.DATABASE_URL, DATABASE_EMBEDDED: env.DATABASE_EMBEDDED })
    const { seed } = await import('@/prisma/seed')
    const { disconnectDb } = await import('@/lib/db')
    await seed({ demo: true })
    await disconnectDb()

    buildIfStale(env)
    const server = await startServer(env, port)
    try {
      exec(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...playwrightArgs], env)
    } finally {
      server.kill('SIGTERM')
    }
  } finally {
    await database.drop()
  }
}
