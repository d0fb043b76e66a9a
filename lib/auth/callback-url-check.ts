// next-auth answers a callbackUrl it cannot parse (`http://[`), in the query or in its cookie, with a 500
// ("a problem with the server configuration"). The auth route asks this first and answers a 400; one in
// the cookie is cleared with it, or every later request would fail the same way.
import { AppError } from '@/lib/errors'

const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url']

/** next-auth's own test: an http(s) URL, or a path on `base`. */
function isUsable(url: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, url.startsWith('/') ? base : undefined).protocol)
  } catch {
    return false
  }
}

/** Why next-auth would refuse this request's callbackUrl, and the cookies to clear; null when it would not. */
export function unusableCallbackUrl(url: URL, cookies: { name: string; value: string }[]): { error: AppError; clear: string[] } | null {
  const query = url.searchParams.get('callbackUrl')
  const clear = cookies.filter((cookie) => CALLBACK_COOKIES.includes(cookie.name) && !isUsable(cookie.value, url.origin)).map((cookie) => cookie.name)
  if ((query === null || isUsable(query, url.origin)) && clear.length === 0) return null
  return { error: new AppError('bad_request', 'The address to return to after signing in is not a valid link. Please sign in again.'), clear }
}
