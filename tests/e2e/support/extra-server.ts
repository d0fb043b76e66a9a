// A second app server on the same build and database, with extra environment (say, Instagram pointed
// at a local fake), for journeys that need another configuration than the main test server.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from '@/scripts/lib/free-port'

/** `host`: the app's host name in APP_URL and the answer's url (the server listens on every address). */
export async function startExtraServer(extraEnv: Record<string, string>, { host = 'localhost' } = {}): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const url = `http://${host}:${port}`
  const child: ChildProcess = spawn(process.execPath, [path.resolve('server.mjs')], {
    env: { ...process.env, APP_URL: url, JOBS: 'off', ...extraEnv, PORT: String(port) },
    stdio: 'ignore',
  })
  // As long as startServer allows: on a busy machine a start takes tens of seconds.
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) break
    } catch {
      // not yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM')
      throw new Error(`the extra server did not start (exit ${child.exitCode})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
