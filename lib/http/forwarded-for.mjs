// The client address of a request, from the socket and the proxies in front of the app. Plain
// JavaScript: the production server (server.mjs) runs it with no TypeScript loader. Types beside it.
import { isIP } from 'node:net'

/**
 * TRUST_PROXY: how many proxies in front of the app append to X-Forwarded-For. Unset or empty is 0;
 * `true`/`yes` read as 1 and `false`/`no` as 0, as the variable once was a switch.
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim().toLowerCase()
  if (text === '' || text === 'false' || text === 'no') return 0
  if (text === 'true' || text === 'yes') return 1
  if (!/^\d+$/.test(text) || Number(text) > 10) throw new Error(`TRUST_PROXY must be a number of proxies from 0 to 10, not "${value}"`)
  return Number(text)
}

/** `::ffff:10.0.0.1` → `10.0.0.1`, so one client has one key whichever way its socket is opened. */
function normalise(address) {
  const trimmed = address.trim()
  const mapped = trimmed.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)
  return mapped ? mapped[1] : trimmed
}

/**
 * The client of a request that reached us from `peer` through `hops` trusted proxies. Each trusted proxy
 * appends the address it was reached from, so the client is `hops` entries from the right of
 * `X-Forwarded-For, peer`; anything further left is whatever the client wrote, and is ignored.
 */
export function resolveClientIp(forwardedFor, peer, hops) {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map(normalise).filter(Boolean)
  const chain = [...forwarded, normalise(peer ?? '') || 'unknown']
  const candidate = chain[Math.max(0, chain.length - 1 - hops)]
  return isIP(candidate) ? candidate : 'unknown'
}
