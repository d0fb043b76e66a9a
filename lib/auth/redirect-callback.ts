// Where next-auth may send the browser after signing in or out. Its own check parses any absolute
// `callbackUrl` (query, body or cookie) with `new URL`, which throws on one like `http://[`: a 500.
// This one never throws, and keeps to our own origin.
import { safeNextPath } from './next-path'

export function sameOriginRedirect({ url, baseUrl }: { url: string; baseUrl: string }): string {
  const path = safeNextPath(url, '')
  if (path) return `${baseUrl}${path}`
  try {
    return new URL(url).origin === baseUrl ? url : baseUrl
  } catch {
    return baseUrl
  }
}
