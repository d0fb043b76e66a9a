// A local HTTP server standing in for an external service (Resend, Stripe, Instagram, Facebook),
// speaking its wire format; it records every request so tests can check what we sent.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StubRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string; json: unknown }
export type StubReply = { status?: number; json?: unknown; body?: string | Buffer; headers?: Record<string, string> }
export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>

/** `host` is 127.0.0.1 unless a test needs another loopback address (the image loader's allowed stub host). */
export async function startHttpStub(handler: StubHandler, { host = '127.0.0.1' }: { host?: string } = {}) {
  const requests: StubRequest[] = []
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://stub')
    let json: unknown = undefined
    try {
      json = body ? JSON.parse(body) : undefined
    } catch {
      // form or binary bodies stay as text
    }
    const request: StubRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body, json }
    requests.push(request)
    try {
      const reply = await handler(request)
      const headers = { ...(reply.json !== undefined ? { 'content-type': 'application/json' } : {}), ...reply.headers }
      res.writeHead(reply.status ?? 200, headers)
      res.end(reply.json !== undefined ? JSON.stringify(reply.json) : reply.body)
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
