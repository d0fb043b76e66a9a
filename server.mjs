// The production server: `next start`, plus one thing Next's own server cannot do. Next keeps an
// X-Forwarded-For the client sent, so the app could not tell a client's real address from one it made
// up, and every per-IP rate limit would be one header away from bypassed. Here each request's
// X-Forwarded-For is rewritten from the socket before Next sees it (lib/http/forwarded-for.mjs): the
// peer itself, or behind TRUST_PROXY=<n> trusted proxies the address n hops from the right. Without a
// trusted proxy the other forwarded headers are dropped too, so Next derives host and protocol from the
// socket. A path Next cannot decode (a broken %-escape) is refused with a 400 before Next sees it
// (lib/http/malformed-path.mjs). A public site's page, the same for every visitor, is answered from its
// stored render when there is one (lib/http/site-renders.mjs), before Next sees the request, and so is a
// review card answered before. The build's scripts and styles go out in Brotli, compressed once per
// worker (lib/http/static-brotli.mjs). Plain JavaScript, so production needs no TypeScript loader.
// A Node process uses one core: WEB_CONCURRENCY=<n> runs n worker processes sharing the port (one per
// core), each a stateless instance of its own (the embedded database, one connection, keeps one).
//   node server.mjs            (after `npm run build`; PORT, default 3000; HOST, default all interfaces)
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseTrustProxy, resolveClientIp } from './lib/http/forwarded-for.mjs'
import { malformedPathAnswer } from './lib/http/malformed-path.mjs'
import { answerFromSiteRenders, createSiteRenders } from './lib/http/site-renders.mjs'
import { createStaticBrotli } from './lib/http/static-brotli.mjs'

Object.assign(process.env, { NODE_ENV: 'production', GLOWFOLIO_SERVER: '1' })

const port = Number(process.env.PORT ?? 3000)
const hops = parseTrustProxy(process.env.TRUST_PROXY)
const workers = process.env.DATABASE_EMBEDDED === '1' ? 1 : Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY)) || 1)
const FORWARDED = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']

const logError = (message, fields) => console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...fields }))

function stampClientAddress(request) {
  request.headers['x-forwarded-for'] = resolveClientIp(request.headers['x-forwarded-for'], request.socket.remoteAddress, hops)
  if (hops === 0) for (const header of FORWARDED) delete request.headers[header]
}

/** Where this server reaches itself: the address it listens on, or this machine when it listens on all. */
function ownOrigin() {
  const host = process.env.HOST && !['0.0.0.0', '::'].includes(process.env.HOST) ? process.env.HOST : '127.0.0.1'
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

async function serve() {
  createSiteRenders(ownOrigin(), process.env.AUTH_SECRET)
  const dir = path.dirname(new URL(import.meta.url).pathname)
  const answerStaticBrotli = createStaticBrotli(ownOrigin(), path.join(dir, '.next', 'static'))
  const { default: next } = await import('next')
  const app = next({ dev: false, dir, port })
  const handle = app.getRequestHandler()
  await app.prepare()

  const server = createServer((request, response) => {
    // Next answers a path it cannot decode with a 500: refused here first.
    const refusal = malformedPathAnswer(request.url)
    if (refusal) return void response.writeHead(refusal.status, refusal.headers).end(refusal.body)
    if (answerStaticBrotli(request, response)) return
    if (answerFromSiteRenders(request, response)) return
    stampClientAddress(request)
    handle(request, response).catch((error) => {
      logError('request not handled', { method: request.method, path: request.url, error: String(error?.stack ?? error) })
      if (!response.headersSent) response.writeHead(500).end()
    })
  })
  // Longer than the usual load balancer idle timeout (60 s), so the balancer closes idle connections first.
  server.keepAliveTimeout = 65_000
  server.listen(port, process.env.HOST || undefined, () => {
    console.log(
      `Glowfolio listening on port ${port}${hops ? ` behind ${hops} trusted prox${hops === 1 ? 'y' : 'ies'}` : ''}${cluster.isWorker ? ` (worker ${process.pid})` : ''}`,
    )
  })

  const stop = () => {
    server.close()
    server.closeIdleConnections()
    void app.close().finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, stop)
  // A worker whose primary is gone (killed) stops too, rather than serving on unsupervised.
  if (cluster.isWorker) process.once('disconnect', stop)
}

function supervise() {
  let stopping = false
  const started = new Map()
  const fork = () => started.set(cluster.fork().id, Date.now())
  for (let i = 0; i < workers; i++) fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    // A worker that dies at once would die again: stop rather than loop.
    if (Date.now() - (started.get(worker.id) ?? 0) < 10_000) {
      logError('a worker exited while starting; stopping', { pid: worker.process.pid, code, signal })
      process.exit(1)
    }
    logError('a worker exited; starting another', { pid: worker.process.pid, code, signal })
    fork()
  })
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
      setTimeout(() => process.exit(0), 6_000).unref()
    })
  }
}

if (workers > 1 && cluster.isPrimary) supervise()
else await serve()
