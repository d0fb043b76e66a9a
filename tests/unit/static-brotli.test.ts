// The build's scripts and styles answered in Brotli (lib/http/static-brotli.mjs), in front of a stand-in
// for Next that serves a static folder with its own headers, as server.mjs puts it in front of Next.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsBrotli, createStaticBrotli } from '@/lib/http/static-brotli.mjs'

const staticDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'static-brotli-')), 'static')
const script = `${'export const screen = "Today";\n'.repeat(400)}`
let server: Server
let origin = ''
const nextAnswered: string[] = []

beforeAll(async () => {
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
  writeFileSync(path.join(staticDir, 'chunks', 'app-1a2b.js'), script)
  writeFileSync(path.join(staticDir, 'secret.txt'), 'not a script')
  server = createServer((request, response) => {
    if (answer(request, response)) return
    nextAnswered.push(`${request.method} ${request.url} ${request.headers['accept-encoding'] ?? ''}`)
    const file = path.join(staticDir, (request.url ?? '').replace('/_next/static/', ''))
    try {
      const body = readFileSync(file)
      response.writeHead(200, {
        'content-type': 'application/javascript; charset=UTF-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
        etag: '"plain"',
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  answer = createStaticBrotli(origin, staticDir)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

let answer: ReturnType<typeof createStaticBrotli> = () => false

const get = (pathname: string, acceptEncoding = 'gzip, deflate, br', method = 'GET') =>
  fetch(`${origin}${pathname}`, { method, headers: { 'accept-encoding': acceptEncoding } })

/** Node's fetch decodes Brotli itself (and a URL loses its ".."): the raw bytes are read through node:http. */
function raw(pathname: string, acceptEncoding = 'gzip, deflate, br'): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    import('node:http').then(({ get: httpGet }) =>
      httpGet({ hostname, port, path: pathname, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject),
    )
  })
}

async function untilBrotli(pathname: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await raw(pathname)
    if (answer.headers['content-encoding'] === 'br') return answer
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${pathname} was never answered in Brotli`)
}

describe('static files in Brotli', () => {
  it('answers the first request through Next, then the same file in Brotli with Next’s headers', async () => {
    const first = await raw('/_next/static/chunks/app-1a2b.js')
    expect(first.headers['content-encoding']).toBeUndefined()
    expect(first.body.toString()).toBe(script)

    const kept = await untilBrotli('/_next/static/chunks/app-1a2b.js')
    expect(kept.status).toBe(200)
    expect(brotliDecompressSync(kept.body).toString()).toBe(script)
    expect(kept.body.length).toBeLessThan(script.length / 10)
    expect(kept.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(kept.body.length),
      vary: 'Accept-Encoding',
    })
    // The identity form's ETag does not name the Brotli body, nor are its byte ranges the Brotli body's.
    expect(kept.headers.etag).toBeUndefined()
    expect(kept.headers['accept-ranges']).toBeUndefined()

    const head = await get('/_next/static/chunks/app-1a2b.js', 'br', 'HEAD')
    expect(head.headers.get('content-encoding')).toBe('br')
  })

  it('leaves a browser without Brotli, and anything not a script or style of the build, to Next', async () => {
    await untilBrotli('/_next/static/chunks/app-1a2b.js')
    nextAnswered.length = 0
    const gzipOnly = await raw('/_next/static/chunks/app-1a2b.js', 'gzip')
    expect(gzipOnly.headers['content-encoding']).toBeUndefined()
    expect((await raw('/_next/static/chunks/app-1a2b.js', 'gzip, br;q=0')).headers['content-encoding']).toBeUndefined()
    for (const pathname of ['/_next/static/secret.txt', '/_next/static/../static/chunks/app-1a2b.js', '/_next/static/chunks/missing.js', '/dashboard/today']) {
      expect((await raw(pathname)).headers['content-encoding'], pathname).toBeUndefined()
    }
    // A missing file is tried once per request and never kept.
    expect((await raw('/_next/static/chunks/missing.js')).status).toBe(404)
    expect(nextAnswered.some((line) => line.startsWith('GET /_next/static/chunks/app-1a2b.js gzip'))).toBe(true)
  })

  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsBrotli('BR')).toBe(true)
    expect(acceptsBrotli('gzip, deflate')).toBe(false)
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip, br;q=0.000')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})
