// Session tokens are next-auth's own JWTs (encrypted, signed with AUTH_SECRET), so the one string a
// login answers works as a bearer token for API clients and as the browser's session cookie. This file
// only encodes and reads them (the proxy uses it, without a database); lib/auth/sessions.ts starts and
// ends the logins they name.
import { decode, encode } from 'next-auth/jwt'

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
export const SESSION_COOKIE = 'next-auth.session-token'
export const SECURE_SESSION_COOKIE = '__Secure-next-auth.session-token'

export type SessionClaims = {
  sub: string
  email: string
  /** The user's sessionVersion when the token was minted: a password reset or "Log out everywhere" bumps it. */
  sv: number
  /** The Session row of this login; next-auth's re-issued tokens keep it (its own jti changes each time). */
  sid: string
  exp: number
}

export type SessionIdentity = Pick<SessionClaims, 'sub' | 'email' | 'sv' | 'sid'>

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET
  if (!secret) throw new Error('AUTH_SECRET is not set (npm start writes one to .data/ for local use).')
  return secret
}

export async function encodeSessionToken(identity: SessionIdentity, maxAge: number): Promise<string> {
  return encode({ token: { ...identity }, secret: authSecret(), maxAge })
}

/** The claims of a well-formed, unexpired token; null for anything else. */
export async function readSessionToken(token: string | undefined | null): Promise<SessionClaims | null> {
  if (!token) return null
  const known = decodedTokens.get(token)
  if (known && known.secret === authSecret()) return known.claims.exp * 1000 > Date.now() ? known.claims : null
  try {
    const claims = await decode({ token, secret: authSecret() })
    if (!claims || typeof claims.sub !== 'string' || typeof claims.sv !== 'number' || typeof claims.sid !== 'string') return null
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null
    const result = { sub: claims.sub, email: String(claims.email ?? ''), sv: claims.sv, sid: claims.sid, exp: claims.exp }
    remember(token, result)
    return result
  } catch {
    return null
  }
}

// Decrypting a token (a key derivation and an AES-GCM open) is a good part of an API call's CPU; a
// client sends the same token again and again. Well-formed tokens are remembered, with the secret that
// opened them: expiry is still checked on every read, and the caller (lib/auth/authenticate.ts) still
// checks the session row and sessionVersion in the database on every request, so logging out or
// "Log out everywhere" ends a remembered token too.
const DECODED_TOKENS_KEPT = 5_000
const decodedTokens = new Map<string, { claims: SessionClaims; secret: string }>()

function remember(token: string, claims: SessionClaims) {
  if (decodedTokens.size >= DECODED_TOKENS_KEPT) decodedTokens.delete(decodedTokens.keys().next().value!)
  decodedTokens.set(token, { claims, secret: authSecret() })
}
