// Fetches a resource from the public internet on behalf of a user, so that nobody can make our server
// reach inside our own network (SSRF): only http(s) URLs without credentials; every connection goes
// through request-filtering-agent, which checks the address after DNS resolution (so DNS rebinding
// and names like 127.0.0.1.nip.io are caught) and refuses loopback, private, link-local, metadata
// and other reserved ranges; redirects are followed by hand, each hop checked the same way; the
// answer is cut off at a size cap and the whole exchange at a timeout.
import http from 'node:http'
import https from 'node:https'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'

export type FetchPublicOptions = {
  maxBytes: number
  timeoutMs: number
  maxRedirects?: number
  /** Called with the answer's headers before the body is read; throw to refuse it early. */
  checkHeaders?: (headers: http.IncomingHttpHeaders) => void
  accept?: string
}

export type PublicResource = { bytes: Buffer; contentType: string | undefined; finalUrl: string }

const USER_AGENT = 'GlowfolioImageLoader/1.0 (+https://glowfolio.app)'

/**
 * Addresses that may be reached even though they are not public, from IMAGE_FETCH_ALLOW_IPS (IPs or
 * CIDRs, comma-separated). Empty in production; the integration tests use it for their stub host.
 */
function allowedPrivateAddresses(): string[] {
  return (env.IMAGE_FETCH_ALLOW_IPS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

function agentFor(url: URL) {
  const options = { allowIPAddressList: allowedPrivateAddresses(), keepAlive: false }
  return url.protocol === 'https:' ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options)
}

/** Parses and checks a URL a user gave us: http(s) only, no credentials. */
export function parsePublicUrl(input: string | URL): URL {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw new AppError('bad_request', 'That is not a valid image address.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('bad_request', 'Only http and https image addresses can be loaded.')
  }
  if (url.username || url.password) {
    throw new AppError('bad_request', 'Image addresses with a user name or password cannot be loaded.')
  }
  return url
}

const REFUSED_ADDRESS = /is not allowed/

function requestOnce(url: URL, options: FetchPublicOptions, signal: AbortSignal) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body?: Buffer }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.get(url, { agent: agentFor(url), signal, headers: { 'user-agent': USER_AGENT, accept: options.accept ?? '*/*' } }, (response) => {
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400) {
        response.resume()
        resolve({ status, headers: response.headers })
        return
      }
      if (status < 200 || status >= 300) {
        response.resume()
        reject(new AppError('bad_gateway', `The image could not be loaded: its server answered ${status}.`))
        return
      }
      try {
        options.checkHeaders?.(response.headers)
        const declaredLength = Number(response.headers['content-length'])
        if (Number.isFinite(declaredLength) && declaredLength > options.maxBytes) throw tooLarge(options.maxBytes)
      } catch (error) {
        response.destroy()
        reject(error)
        return
      }
      const chunks: Buffer[] = []
      let received = 0
      response.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > options.maxBytes) {
          response.destroy()
          reject(tooLarge(options.maxBytes))
          return
        }
        chunks.push(chunk)
      })
      response.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

const tooLarge = (maxBytes: number) => new AppError('payload_too_large', `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`)

export async function fetchPublic(input: string | URL, options: FetchPublicOptions): Promise<PublicResource> {
  const maxRedirects = options.maxRedirects ?? 3
  const signal = AbortSignal.timeout(options.timeoutMs)
  let url = parsePublicUrl(input)
  for (let hop = 0; ; hop++) {
    let answer: Awaited<ReturnType<typeof requestOnce>>
    try {
      answer = await requestOnce(url, options, signal)
    } catch (error) {
      throw toFetchError(error)
    }
    if (answer.body) return { bytes: answer.body, contentType: answer.headers['content-type'], finalUrl: url.href }
    const location = answer.headers.location
    if (!location) throw new AppError('bad_gateway', 'The image could not be loaded: its server redirected nowhere.')
    if (hop >= maxRedirects) throw new AppError('bad_gateway', 'The image could not be loaded: too many redirects.')
    url = parsePublicUrl(new URL(location, url))
  }
}

function toFetchError(error: unknown): AppError {
  if (error instanceof AppError) return error
  const err = error as NodeJS.ErrnoException
  if (REFUSED_ADDRESS.test(err?.message ?? '')) {
    return new AppError('forbidden', 'Images can only be loaded from public internet addresses.')
  }
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') {
    return new AppError('bad_gateway', 'The image could not be loaded: its server took too long to answer.')
  }
  if (err?.code === 'ENOTFOUND' || err?.code === 'EAI_AGAIN') {
    return new AppError('bad_gateway', 'The image could not be loaded: its server could not be found.')
  }
  return new AppError('bad_gateway', 'The image could not be loaded from that address.')
}
