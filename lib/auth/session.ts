// The signed-in owner for server components and pages (route handlers use the route wrapper instead).
import 'server-only'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { authenticateToken, findCredentials, type AuthUser } from './authenticate'

/** The owner behind this request's session cookie, or null. Memoised per request. */
export const getSessionUser = cache(async (): Promise<AuthUser | null> => {
  const credentials = findCredentials(await headers(), await cookies())
  return credentials ? authenticateToken(credentials.token) : null
})

/** The signed-in owner; anyone else goes to /landing. */
export async function requireOwner(): Promise<AuthUser> {
  const user = await getSessionUser()
  if (!user) redirect('/landing')
  return user
}
