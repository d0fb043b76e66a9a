// Runs the embedded database in its own process (PGlite holds about 400 MB; inside the Next server it
// would bloat it) and prints "ready <url>" once clients can connect.
import path from 'node:path'
import { startEmbeddedPostgres } from '@/lib/db/embedded-server'

const dataDir = path.resolve(process.argv[2] ?? path.join(process.env.DATA_DIR ?? '.data', 'pg'))
const port = Number(process.env.EMBEDDED_DB_PORT ?? 0)

const server = await startEmbeddedPostgres({ dataDir, port })
console.log(`ready ${server.url}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
// The parent holds our stdin: when it dies without a signal, we follow.
process.stdin.on('end', stop)
process.stdin.resume()
