// The caller's address, for rate limits and logs. Next's own server keeps an X-Forwarded-For the client
// sent (it only fills the header in when it is missing), so any client could pick its address. The
// production server (server.mjs) therefore rewrites the header from the socket before Next sees the
// request (./forwarded-for.mjs): the peer address itself, or, behind TRUST_PROXY trusted proxies, the
// address that many hops from the right of the chain. Route handlers then read the one address it wrote.
import { z } from 'zod'
import { parseTrustProxy } from './forwarded-for.mjs'

/** TRUST_PROXY for lib/env: how many proxies append to X-Forwarded-For (0: none, the default). */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context) => {
    try {
      return parseTrustProxy(value)
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  })

/** The address the server entry resolved for this request (see above). */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unknown'
}
