// The embedded database: PGlite (Postgres in WASM) persisted under .data/pg, spoken to over TCP so the
// app keeps its one code path (pg + Prisma over DATABASE_URL). PGlite is a single backend, so client
// connections take turns: each gets the whole database from connect to close, and the session is
// reset (DISCARD ALL) before the next, so no statement, setting or lock leaks between clients.
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { mkdirSync } from 'node:fs'
import net from 'node:net'

const PROTOCOL_V3 = 196608
const SSL_REQUEST = 80877103
const GSS_REQUEST = 80877104
const [QUERY, SYNC, TERMINATE, ERROR_RESPONSE, READY_FOR_QUERY] = ['Q', 'S', 'X', 'E', 'Z'].map((c) => c.charCodeAt(0))

export type EmbeddedPostgres = { url: string; port: number; stop(): Promise<void> }

export async function startEmbeddedPostgres({ dataDir, port = 0 }: { dataDir: string; port?: number }): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true })
  // btree_gist: the exclusion constraint that keeps an owner's booked times apart (OccupiedTime).
  const db = await PGlite.create(dataDir, { extensions: { btree_gist } })

  const waiting: net.Socket[] = []
  let active: net.Socket | null = null

  const next = () => {
    if (active) return
    const socket = waiting.shift()
    if (!socket) return
    if (socket.destroyed) return next()
    active = socket
    serve(socket, db, async () => {
      await db.exec('ROLLBACK; DISCARD ALL;').catch(() => db.exec('DISCARD ALL').catch(() => undefined))
      active = null
      next()
    })
  }

  const server = net.createServer((socket) => {
    socket.setNoDelay(true)
    socket.on('error', () => socket.destroy())
    waiting.push(socket)
    next()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.address() as net.AddressInfo).port

  return {
    port: actualPort,
    url: `postgresql://postgres@127.0.0.1:${actualPort}/postgres`,
    async stop() {
      for (const socket of [...waiting, active]) socket?.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}

/** The `-c name=value` (or `--name=value`) settings in a startup message's `options` parameter. */
export function startupSettings(message: Buffer): [string, string][] {
  const fields = message.subarray(8).toString('utf8').split('\0')
  const options = fields.findIndex((field, index) => index % 2 === 0 && field === 'options')
  if (options === -1) return []
  const words = fields[options + 1].split(/\s+/).filter(Boolean)
  const settings: [string, string][] = []
  for (let at = 0; at < words.length; at++) {
    const word = words[at]
    const setting = word === '-c' ? words[++at] : word.startsWith('--') ? word.slice(2) : word.startsWith('-c') ? word.slice(2) : undefined
    const equals = setting?.indexOf('=') ?? -1
    if (setting && equals > 0) settings.push([setting.slice(0, equals).replaceAll('-', '_'), setting.slice(equals + 1)])
  }
  return settings
}

/** The protocol messages in a stretch of server output (each a type byte and a length). */
function* messagesIn(output: Buffer): Generator<Buffer> {
  for (let at = 0; at + 5 <= output.length;) {
    const length = 1 + output.readInt32BE(at + 1)
    yield output.subarray(at, at + length)
    at += length
  }
}

/**
 * Frames the client's bytes into protocol messages and feeds them to PGlite one by one.
 *
 * One difference from Postgres is smoothed over here. When an extended-protocol message (Parse, Bind,
 * Execute…) fails, Postgres answers the error, skips everything up to the client's Sync and then says
 * ReadyForQuery once. PGlite says ReadyForQuery right after the error and again at the Sync, and would
 * run the skipped messages. A client that has sent its next query by the time the second
 * ReadyForQuery arrives takes it as that query's end, and every later answer goes to the wrong query
 * (seen as a ROLLBACK after a unique-key error answering the next SELECT, under load).
 */
function serve(socket: net.Socket, db: PGlite, onEnd: () => Promise<void>) {
  let buffer = Buffer.alloc(0)
  let startup = true
  let queue = Promise.resolve()
  let ended = false
  let ignoreTillSync = false

  const end = () => {
    if (ended) return
    ended = true
    queue = queue.then(onEnd, onEnd)
  }

  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk])
    for (;;) {
      // Messages before the startup message is through carry no type byte.
      const beforeStartup = startup
      const message = takeMessage()
      if (!message) break
      queue = queue
        .then(() => run(message, beforeStartup))
        .catch(() => {
          socket.destroy()
        })
    }
  })
  socket.on('close', end)

  function takeMessage(): Buffer | null {
    if (startup) {
      if (buffer.length < 8) return null
      const length = buffer.readInt32BE(0)
      if (buffer.length < length) return null
      const message = buffer.subarray(0, length)
      buffer = buffer.subarray(length)
      const code = message.readInt32BE(4)
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        socket.write('N')
        return takeMessage()
      }
      if (code === PROTOCOL_V3) startup = false
      return message
    }
    if (buffer.length < 5) return null
    const length = 1 + buffer.readInt32BE(1)
    if (buffer.length < length) return null
    const message = buffer.subarray(0, length)
    buffer = buffer.subarray(length)
    return message
  }

  async function run(message: Buffer, isStartup: boolean) {
    if (socket.destroyed) return
    const type = isStartup ? null : message[0]
    // Terminate: close our side; PGlite keeps its one session for the next client.
    if (type === TERMINATE) {
      socket.end()
      return
    }
    if (ignoreTillSync && type !== SYNC) return
    if (type === SYNC) ignoreTillSync = false
    const chunks: Buffer[] = []
    await db.runExclusive(() =>
      db.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (data) => {
          if (data.length > 0) chunks.push(Buffer.from(data))
        },
      }),
    )
    // PGlite ignores the startup message's `options`; Postgres applies its `-c name=value` settings to the
    // session (a URL's `?options=-c search_path=…`). DISCARD ALL undoes them for the next client.
    if (isStartup) for (const [name, value] of startupSettings(message)) await db.query('SELECT set_config($1, $2, false)', [name, value])
    let output = Buffer.concat(chunks)
    const extended = type !== null && type !== QUERY && type !== SYNC
    if (extended && [...messagesIn(output)].some((answer) => answer[0] === ERROR_RESPONSE)) {
      output = Buffer.concat([...messagesIn(output)].filter((answer) => answer[0] !== READY_FOR_QUERY))
      ignoreTillSync = true
    }
    if (output.length > 0 && socket.writable) socket.write(output)
  }
}
