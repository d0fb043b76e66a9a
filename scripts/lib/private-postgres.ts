// A Postgres server of a script's own (initdb in a temporary folder, its own port), for suites that stop
// and start the database under the app: the machine's main cluster is never touched. Uses Debian's
// server binaries in /usr/lib/postgresql/<version>/bin; as root, runs them as the postgres user.
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port'

function serverBin(): string {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl'))) : []
  if (versions.length === 0) throw new Error('No Postgres server binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)')
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin')
}

export type PrivatePostgres = {
  url: string
  port: number
  /** Stops the server: `fast` disconnects clients cleanly, `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): void
  start(): void
  destroy(): void
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBin()
  const dir = mkdtempSync(path.join(tmpdir(), 'glowfolio-pg-'))
  const data = path.join(dir, 'data')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { uid, gid } = lookupPostgresUser()
    chownSync(dir, uid, gid)
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args]
    const result = spawnSync(file, argv, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
  }
  const port = await freePort()
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=100`
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start'])
  start()
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']),
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function lookupPostgresUser(): { uid: number; gid: number } {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error('Running as root needs the postgres user (apt-get install postgresql)')
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) }
}
