/** The nonce proxy.ts put in this request's CSP, for the few inline scripts we render ourselves. */
export function nonceFrom(headers: Headers): string | undefined {
  return headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
}
