// While `npm start` runs, it records in DATA_DIR where its database and app answer, so that one-off
// commands (`npm run impersonate`, `db:migrate`, `db:seed`) reach the embedded database, which lives
// inside that run: no DATABASE_URL to copy by hand. The record goes when the run ends.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './processes'

export type RunningApp = { pid: number; appUrl: string; databaseUrl: string; embedded: boolean }

export const dataDirOf = (env: NodeJS.ProcessEnv = process.env) => path.resolve(root, env.DATA_DIR ?? '.data')
/** A folder as a person reads it: relative inside the checkout, absolute outside. */
export const shownPath = (dir: string) => {
  const relative = path.relative(root, dir)
  return relative && !relative.startsWith('..') ? relative : dir
}
const recordFile = (dataDir: string) => path.join(dataDir, 'running.json')

/** Written once the app answers; removed when this process exits, however it ends. */
export function recordRunningApp(dataDir: string, app: Omit<RunningApp, 'pid'>) {
  const file = recordFile(dataDir)
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify({ pid: process.pid, ...app }, null, 2), { mode: 0o600 })
  process.on('exit', () => {
    if (readRunningApp(dataDir)?.pid === process.pid) rmSync(file, { force: true })
  })
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The app `npm start` serves from this DATA_DIR right now, if any (a record left by a killed run is ignored). */
export function readRunningApp(dataDir: string): RunningApp | null {
  const file = recordFile(dataDir)
  if (!existsSync(file)) return null
  try {
    const app = JSON.parse(readFileSync(file, 'utf8')) as RunningApp
    return isAlive(app.pid) ? app : null
  } catch {
    return null
  }
}

/**
 * Points this process at a database: DATABASE_URL when set, otherwise the embedded database of the
 * running `npm start` (it serves one client at a time; the app lets go of it between requests).
 * APP_URL, when unset, becomes the running app's address, so printed links open that app.
 */
export function attachToDatabase(env: NodeJS.ProcessEnv = process.env): void {
  const running = readRunningApp(dataDirOf(env))
  if (running && !env.APP_URL) env.APP_URL = running.appUrl
  if (env.DATABASE_URL) return
  if (!running) {
    throw new Error(
      `No database: set DATABASE_URL, or start the app with \`npm start\` (its embedded database is reachable while it runs; DATA_DIR=${shownPath(dataDirOf(env))}).`,
    )
  }
  env.DATABASE_URL = running.databaseUrl
  if (running.embedded) env.DATABASE_EMBEDDED = '1'
}
