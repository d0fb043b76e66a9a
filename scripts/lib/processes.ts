// Child processes the run and test scripts start: the embedded database, the Next server, a build.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
const children = new Set<ChildProcess>()

export function stopChildren() {
  for (const child of children) child.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopChildren()
    process.exit(130)
  })
}
process.on('exit', stopChildren)

/** Starts the embedded database in its own process; resolves with its URL once it accepts clients. */
export function startEmbeddedDatabase(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/embedded-postgres.ts'), dataDir], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  children.add(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/ready (\S+)/)
      if (match) resolve({ url: match[1], process: child })
    })
    child.once('exit', (code) => reject(new Error(`The embedded database stopped (exit ${code})`)))
  })
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** CPU seconds used so far by a process and all its descendants (cluster workers), from /proc. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const own = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    return own + children.reduce((total, child) => total + cpuSeconds(child), 0)
  } catch {
    return 0
  }
}

/** A stable per-checkout secret for local runs, so sessions survive restarts. */
export function localAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'prisma/schema.prisma',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
]

function hashInputs(): string {
  const hash = createHash('sha256')
  const visit = (file: string) => {
    if (!existsSync(file)) return
    const stat = statSync(file)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file).sort()) if (entry !== 'generated') visit(path.join(file, entry))
    } else {
      hash.update(path.relative(root, file)).update(readFileSync(file))
    }
  }
  for (const input of BUILD_INPUTS) visit(path.join(root, input))
  return hash.digest('hex')
}

/** Runs `next build` unless .next already holds a build of exactly these sources. */
export function buildIfStale(env: NodeJS.ProcessEnv = process.env) {
  const stamp = path.join(root, '.next/glowfolio-build-inputs')
  const inputs = hashInputs()
  if (existsSync(path.join(root, '.next/BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) {
    console.log('Build is up to date.')
    return
  }
  console.log('Building the app (next build)…')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('next build failed')
  writeFileSync(stamp, inputs)
}

/**
 * The production server (server.mjs: `next start` that knows each client's real address) as one process,
 * resolved once it answers HTTP. `output`: where its logs go (a file descriptor for a log file).
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  { output = 'inherit' }: { output?: 'inherit' | 'ignore' | number } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'server.mjs')], {
    cwd: root,
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port) },
    stdio: ['ignore', output, output],
  })
  children.add(child)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v1/health`)
      if (response.ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not answer within 60 s')
}
