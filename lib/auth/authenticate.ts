// Who is calling: a bearer token or the session cookie, checked against its login (a Session row that
// logging out deletes and whose expiresAt no re-issue moves) and the user's current sessionVersion, so
// that a password reset or "Log out everywhere" ends every earlier session at once.
import { prisma } from '@/lib/db'
import { readSessionToken, SECURE_SESSION_COOKIE, SESSION_COOKIE, type SessionIdentity } from './token'

export type AuthUser = { id: string; email: string; wizardStep: string; sessionId: string }
export type Credentials = { token: string; via: 'bearer' | 'cookie' }

export function findCredentials(headers: Headers, cookies: { get(name: string): { value: string } | undefined }): Credentials | null {
  const authorization = headers.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
  if (bearer) return { token: bearer, via: 'bearer' }
  const cookie = cookies.get(SECURE_SESSION_COOKIE)?.value ?? cookies.get(SESSION_COOKIE)?.value
  return cookie ? { token: cookie, via: 'cookie' } : null
}

export async function authenticateToken(token: string): Promise<AuthUser | null> {
  const claims = await readSessionToken(token)
  return claims ? findLiveSession(claims) : null
}

/** The owner of a login that is still on: its row exists, has not run out, and the version matches. */
export async function findLiveSession(claims: Pick<SessionIdentity, 'sub' | 'sv' | 'sid'>): Promise<AuthUser | null> {
  // One query on every API call: the owner, if the login's row is still there and has not run out.
  const user = await prisma.user.findFirst({
    where: { id: claims.sub, sessionVersion: claims.sv, sessions: { some: { id: claims.sid, expiresAt: { gt: new Date() } } } },
    select: { id: true, email: true, wizardStep: true },
  })
  return user ? { ...user, sessionId: claims.sid } : null
}
