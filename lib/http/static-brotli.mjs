// The app's scripts and styles in Brotli. Next answers /_next/static in gzip at best; Brotli at its
// highest quality takes another 13–15 % off every screen's JavaScript (a phone on a slow network feels
// each kilobyte). Those files never change (their names carry their content's hash), so each worker
// compresses each file once, in the background, the first time a browser that takes Brotli asks for it:
// it fetches the file from itself as Next answers it (Next's headers, the security ones included), and
// answers from memory from then on, before Next sees the request. Until then, and to a browser without
// Brotli, Next answers as before. Only files of the build are kept, so memory is bounded by the build
// (about 1.5 MB of Brotli). Plain JavaScript: server.mjs runs without a TypeScript loader.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

const compress = promisify(brotliCompress)
const STATIC_PREFIX = '/_next/static/'
/** A build file's name: hashed names of letters, digits and - _ . ~ in folders, no "..", ending .js or .css. */
const STATIC_FILE = /^\/_next\/static\/(?:[\w~-][\w.~-]*\/)*[\w~-][\w.~-]*\.(?:js|css)$/
/** Headers of Next's answer that describe its body or its connection, not the file: replaced or dropped (the Brotli body is not served in byte ranges). */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'vary', 'accept-ranges'])

/** Whether the client takes Brotli (`br` in Accept-Encoding, not refused with q=0). */
export function acceptsBrotli(acceptEncoding) {
  if (typeof acceptEncoding !== 'string') return false
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    return coding.trim() === 'br' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
  })
}

/**
 * `origin`: where this server reaches itself; `staticDir`: the build's static folder (.next/static).
 * Returns the request handler's first step: true when it answered the request.
 */
export function createStaticBrotli(origin, staticDir) {
  /** pathname → its Brotli answer, or null while it is being made. */
  const kept = new Map()

  async function keep(pathname) {
    kept.set(pathname, null)
    try {
      const file = path.join(staticDir, pathname.slice(STATIC_PREFIX.length))
      if (!file.startsWith(staticDir + path.sep) || !(await stat(file)).isFile()) throw new Error('not a file of the build')
      const answer = await fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': 'identity' } })
      if (answer.status !== 200) throw new Error(`answered ${answer.status}`)
      const plain = Buffer.from(await answer.arrayBuffer())
      const body = await compress(plain, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      })
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !BODY_HEADERS.has(name)))
      kept.set(pathname, { headers: { ...headers, 'content-encoding': 'br', 'content-length': String(body.length), vary: 'Accept-Encoding' }, body })
    } catch {
      // Not a file of the build, or Next could not answer it now: Next keeps answering it.
      kept.delete(pathname)
    }
  }

  return function answerStaticBrotli(request, response) {
    const url = request.url ?? ''
    if (!url.startsWith(STATIC_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    if (!acceptsBrotli(request.headers['accept-encoding'])) return false
    const pathname = url.split('?')[0]
    if (!STATIC_FILE.test(pathname)) return false
    const answer = kept.get(pathname)
    if (answer === undefined) void keep(pathname)
    if (!answer) return false
    response.writeHead(200, answer.headers)
    response.end(request.method === 'HEAD' ? undefined : answer.body)
    return true
  }
}
