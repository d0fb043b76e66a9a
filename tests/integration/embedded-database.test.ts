// The embedded database keeps its data across restarts and serves several clients in turn.
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startEmbeddedPostgres } from '@/lib/db/embedded-server'

const dir = mkdtempSync(path.join(tmpdir(), 'glowfolio-embedded-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A bare protocol client: sends raw messages, answers the type letters of what came back. */
async function rawSession(url: string) {
  const { port } = new URL(url)
  const socket = net.connect(Number(port), '127.0.0.1')
  socket.on('error', () => undefined)
  let received = Buffer.alloc(0)
  socket.on('data', (chunk) => (received = Buffer.concat([received, chunk])))
  await new Promise((resolve) => socket.once('connect', resolve))
  const message = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts)
    const header = Buffer.alloc(5)
    header.write(type, 0)
    header.writeInt32BE(4 + body.length, 1)
    return Buffer.concat([header, body])
  }
  const text = (value: string) => Buffer.from(`${value}\0`)
  const int16 = (value: number) => Buffer.from([value >> 8, value & 255])
  const int32 = (value: number) => {
    const buffer = Buffer.alloc(4)
    buffer.writeInt32BE(value)
    return buffer
  }
  const types = () => {
    const found: string[] = []
    for (let at = 0; at + 5 <= received.length; at += 1 + received.readInt32BE(at + 1)) found.push(String.fromCharCode(received[at]))
    return found
  }
  const readyCount = () => types().filter((type) => type === 'Z').length
  const startupBody = Buffer.concat([int32(196608), text('user'), text('postgres'), text('database'), text('postgres'), Buffer.from([0])])
  socket.write(Buffer.concat([int32(4 + startupBody.length), startupBody]))
  await vi.waitFor(() => expect(readyCount()).toBe(1))
  received = Buffer.alloc(0)
  return {
    /** Parse, Bind, Describe, Execute and Sync of one statement, the way pg sends a parameterised query. */
    extended: (sql: string) =>
      Buffer.concat([
        message('P', text(''), text(sql), int16(0)),
        message('B', text(''), text(''), int16(0), int16(0), int16(0)),
        message('D', Buffer.from('P'), text('')),
        message('E', text(''), int32(0)),
        message('S'),
      ]),
    simple: (sql: string) => message('Q', text(sql)),
    send: (bytes: Buffer) => socket.write(bytes),
    types,
    readyCount,
    close: () => socket.end(message('X')),
  }
}

describe('embedded database', () => {
  it('survives a restart with its data intact', { timeout: 60_000 }, async () => {
    const first = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') })
    const writer = new pg.Client({ connectionString: first.url })
    await writer.connect()
    await writer.query('CREATE TABLE kept (note text)')
    await writer.query("INSERT INTO kept VALUES ('still here')")
    await writer.end()
    await first.stop()

    const second = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') })
    const reader = new pg.Client({ connectionString: second.url })
    await reader.connect()
    expect((await reader.query('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }])
    await reader.end()
    await second.stop()
  })

  it('serves concurrent clients one session at a time, transactions intact', { timeout: 60_000 }, async () => {
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg2') })
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: server.url, max: 1, idleTimeoutMillis: 50 }))
    await pools[0].query('CREATE TABLE counter (n int)')
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const client = await pools[i % 3].connect()
        try {
          await client.query('BEGIN')
          await client.query('INSERT INTO counter VALUES ($1)', [i])
          await new Promise((resolve) => setTimeout(resolve, 5))
          await client.query(i % 4 === 0 ? 'ROLLBACK' : 'COMMIT')
        } finally {
          client.release()
        }
      }),
    )
    const { rows } = await pools[1].query('SELECT count(*)::int AS n FROM counter')
    expect(rows[0].n).toBe(9)
    await Promise.all(pools.map((p) => p.end()))
    await server.stop()
  })

  it('applies the settings of a URL’s `options` to that session only, as Postgres does', { timeout: 60_000 }, async () => {
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg-options') })
    const scoped = new URL(server.url)
    scoped.searchParams.set('options', '-c search_path=elsewhere,public --application-name=scoped')
    const query = async (url: string, text: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query(text)).rows[0]
      } finally {
        await client.end()
      }
    }
    const unscoped = await query(server.url, "SELECT current_setting('search_path') AS path")
    expect(await query(scoped.toString(), "SELECT current_setting('search_path') AS path, current_setting('application_name') AS name")).toEqual({
      path: 'elsewhere,public',
      name: 'scoped',
    })
    // The next client gets the server's own setting back.
    expect(await query(server.url, "SELECT current_setting('search_path') AS path")).toEqual(unscoped)
    expect(unscoped.path).not.toContain('elsewhere')
    await server.stop()
  })

  it('answers a failed extended-protocol query like Postgres: one ReadyForQuery, at the Sync', { timeout: 60_000 }, async () => {
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg3') })
    const session = await rawSession(server.url)
    // An error while planning (at Bind, with Describe and Execute that Postgres skips), a parse error
    // (Bind, Describe and Execute skipped), then a simple query.
    session.send(Buffer.concat([session.extended('SELECT 1/0'), session.extended('SELEC 1'), session.simple('SELECT 42')]))
    await vi.waitFor(() => expect(session.readyCount()).toBe(3))
    await new Promise((resolve) => setTimeout(resolve, 200))
    // What a Postgres server answers (ParameterStatus, 'S', may come at any time and is left out).
    expect(session.types().filter((type) => type !== 'S')).toEqual(['1', 'E', 'Z', 'E', 'Z', 'T', 'D', 'C', 'Z'])
    session.close()
    await server.stop()
  })

  it('keeps every answer with its query after errors inside transactions', { timeout: 60_000 }, async () => {
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg4') })
    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    await client.query('CREATE TABLE once (id text PRIMARY KEY)')
    await client.query("INSERT INTO once VALUES ('taken')")
    for (let i = 0; i < 25; i++) {
      await client.query('BEGIN')
      await expect(client.query('INSERT INTO once VALUES ($1)', ['taken'])).rejects.toMatchObject({ code: '23505' })
      expect((await client.query('ROLLBACK')).command).toBe('ROLLBACK')
      expect((await client.query('SELECT $1::int AS n', [i])).rows).toEqual([{ n: i }])
    }
    await client.end()
    await server.stop()
  })
})
