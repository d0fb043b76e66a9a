// The session cookie, named and flagged as next-auth names it, so a token we mint is the browser's session.
import { env } from '@/lib/env'
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './token'

export const usesSecureCookies = () => env.APP_URL.startsWith('https://')

export function sessionCookie(token: string, expiresAt: Date) {
  const secure = usesSecureCookies()
  return {
    name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    value: token,
    httpOnly: true,
    secure,
    sameSite: 'lax' as const,
    path: '/',
    expires: expiresAt,
  }
}

/** Set-Cookie headers that remove the session cookie under either name (a __Secure- one only goes with Secure). */
export function clearedSessionCookies() {
  return [SESSION_COOKIE, SECURE_SESSION_COOKIE].map((name) => ({
    name,
    value: '',
    httpOnly: true,
    secure: name === SECURE_SESSION_COOKIE || usesSecureCookies(),
    sameSite: 'lax' as const,
    path: '/',
    maxAge: 0,
  }))
}
