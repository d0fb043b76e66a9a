// Who is calling: a bearer token or the session cookie, checked against the user's current
// sessionVersion so that a password reset ends every earlier session at once.
import { prisma } from '@/lib/db'
import { readSessionToken, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './token'

export type AuthUser = { id: string; email: string; wizardStep: string }
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
  if (!claims) return null
  const user = await prisma.user.findUnique({
    where: { id: claims.sub },
    select: { id: true, email: true, wizardStep: true, sessionVersion: true },
  })
  if (!user || user.sessionVersion !== claims.sv) return null
  return { id: user.id, email: user.email, wizardStep: user.wizardStep }
}
