// A path with a malformed %-escape (`/%ff`, `/v1/review/%`, `/book/%E0%A4%A`) makes Next throw while
// decoding it, and answer a 500 in plain text. The production server (server.mjs) asks this first and
// answers such a request itself: a 400 in the API's error shape. Plain JavaScript, like forwarded-for.mjs.

const BODY = JSON.stringify({ error: { code: 'bad_request', message: 'This address has a broken %-escape in its path.' } })

/** The answer to a request whose path does not decode, or null when it does. */
export function malformedPathAnswer(url) {
  const path = (url ?? '/').split(/[?#]/, 1)[0]
  try {
    decodeURIComponent(path)
    return null
  } catch {
    return {
      status: 400,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
      body: BODY,
    }
  }
}
