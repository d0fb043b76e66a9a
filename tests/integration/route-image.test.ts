// The image proxy: public images pass, everything that could turn it into a way into our own network
// (or into a relay for pages and scripts) is refused. The "public" image host is a stub on 127.0.0.2,
// the one address IMAGE_FETCH_ALLOW_IPS lets through; a second stub on 127.0.0.1 stands for a
// private service and must never receive a request.
import { readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { callRoute } from '../support/call-route'
import { startHttpStub, type StubReply } from '../support/http-stub'

vi.hoisted(() => {
  process.env.IMAGE_FETCH_ALLOW_IPS = '127.0.0.2'
})

const { GET } = await import('@/app/v1/util/route-image/route')
const { IMAGE_TIMEOUT_MS, loadImage } = await import('@/lib/net/load-image')

const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c2346a' } })
  .png()
  .toBuffer()
let publicHost: Awaited<ReturnType<typeof startHttpStub>>
let privateHost: Awaited<ReturnType<typeof startHttpStub>>

beforeAll(async () => {
  privateHost = await startHttpStub(() => ({ body: png, headers: { 'content-type': 'image/png' } }))
  publicHost = await startHttpStub(
    (request): StubReply => {
      switch (request.path) {
        case '/photo.png':
          return { body: png, headers: { 'content-type': 'image/png' } }
        case '/page':
          return { body: '<html><script>alert(1)</script></html>', headers: { 'content-type': 'text/html' } }
        case '/disguised.png':
          return { body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', headers: { 'content-type': 'image/png' } }
        case '/to-private':
          return { status: 302, headers: { location: `${privateHost.url}/photo.png` } }
        case '/to-metadata':
          return { status: 301, headers: { location: 'http://169.254.169.254/latest/meta-data/' } }
        case '/to-file':
          return { status: 302, headers: { location: 'file:///etc/passwd' } }
        case '/to-public':
          return { status: 302, headers: { location: '/photo.png' } }
        case '/huge.png':
          return { body: Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]), headers: { 'content-type': 'image/png' } }
        default:
          return { status: 404, body: 'not found' }
      }
    },
    { host: '127.0.0.2' },
  )
})

afterAll(async () => {
  await publicHost.close()
  await privateHost.close()
})

const proxy = (url?: string) => callRoute<{ error: { code: string; message: string } }>(GET, { path: '/v1/util/route-image', query: { url } })

describe('GET /v1/util/route-image', () => {
  it('answers a public image with its type and cache headers', async () => {
    const response = await callRoute(GET, { path: '/v1/util/route-image', query: { url: `${publicHost.url}/photo.png` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('follows a redirect to another public address', async () => {
    expect((await proxy(`${publicHost.url}/to-public`)).status).toBe(200)
  })

  it('answers our own images from disk without any request', async () => {
    const before = publicHost.requests.length
    const response = await callRoute(GET, { path: '/v1/util/route-image', query: { url: '/demo/photo-01.jpg' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(Number(response.headers.get('content-length'))).toBe(readFileSync('public/demo/photo-01.jpg').length)
    expect(publicHost.requests.length).toBe(before)
  })

  it('refuses loopback addresses', async () => {
    const response = await proxy(`${privateHost.url}/photo.png`)
    expect(response.status).toBe(403)
    expect(response.body.error.message).toBe('Images can only be loaded from public internet addresses.')
    expect((await proxy('http://localhost:9/x.png')).status).toBe(403)
    expect((await proxy('http://[::1]:9/x.png')).status).toBe(403)
  })

  it('refuses the cloud metadata address', async () => {
    const response = await proxy('http://169.254.169.254/latest/meta-data/')
    expect(response.status).toBe(403)
  })

  it('refuses file:// and other schemes', async () => {
    const file = await proxy('file:///etc/passwd')
    expect(file.status).toBe(400)
    expect(file.body.error.message).toBe('Only http and https image addresses can be loaded.')
    expect((await proxy('ftp://example.com/a.png')).status).toBe(400)
    expect((await proxy('http://user:secret@example.com/a.png')).status).toBe(400)
  })

  it('refuses a redirect to a private address, or to the metadata address, or to a file', async () => {
    expect((await proxy(`${publicHost.url}/to-private`)).status).toBe(403)
    expect((await proxy(`${publicHost.url}/to-metadata`)).status).toBe(403)
    expect((await proxy(`${publicHost.url}/to-file`)).status).toBe(400)
  })

  it('refuses what is not an image, whatever it claims to be', async () => {
    const page = await proxy(`${publicHost.url}/page`)
    expect(page.status).toBe(415)
    expect(page.body.error.message).toMatch(/not an image we can use \(text\/html\)/)
    expect((await proxy(`${publicHost.url}/disguised.png`)).status).toBe(415)
  })

  it('refuses images over the size cap', async () => {
    expect((await proxy(`${publicHost.url}/huge.png`)).status).toBe(413)
  })

  it('refuses a missing url and paths outside public/', async () => {
    expect((await proxy(undefined)).status).toBe(422)
    expect((await proxy('/..%2f..%2fetc/passwd')).status).toBe(404)
    expect((await proxy('/brand/partner-logo.svg')).status).toBe(415)
  })

  it('never reached the private service', () => {
    expect(privateHost.requests).toEqual([])
  })
})

describe('image servers that stall', () => {
  // A public-looking host that never answers /silent.png, and starts /drip.png then stops sending.
  const connections = new Set<net.Socket>()
  const closed: string[] = []
  const stalling = http.createServer((request, response) => {
    request.socket.once('close', () => closed.push(request.url ?? ''))
    if (request.url === '/drip.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) })
      response.write(png.subarray(0, 16))
    }
  })
  stalling.on('connection', (socket) => connections.add(socket))
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.2', resolve))
    base = `http://127.0.0.2:${(stalling.address() as net.AddressInfo).port}`
  })
  afterAll(async () => {
    for (const socket of connections) socket.destroy()
    await new Promise((resolve) => stalling.close(resolve))
  })

  it('answers 502 once the proxy timeout passes when the server never answers, and hangs up on it', async () => {
    const started = Date.now()
    const response = await proxy(`${base}/silent.png`)
    const elapsed = Date.now() - started
    expect(response.status).toBe(502)
    expect(response.body.error.message).toBe('The image could not be loaded: its server took too long to answer.')
    expect(elapsed).toBeGreaterThanOrEqual(IMAGE_TIMEOUT_MS - 50)
    expect(elapsed).toBeLessThan(IMAGE_TIMEOUT_MS + 4_000)
    await vi.waitFor(() => expect(closed).toContain('/silent.png'))
  })

  it('times out a server that starts an image and stops sending (the timeout covers the whole exchange)', async () => {
    const started = Date.now()
    await expect(loadImage(`${base}/drip.png`, { timeoutMs: 400 })).rejects.toMatchObject({
      code: 'bad_gateway',
      message: 'The image could not be loaded: its server took too long to answer.',
    })
    expect(Date.now() - started).toBeLessThan(3_000)
    await vi.waitFor(() => expect(closed).toContain('/drip.png'))
  })
})
