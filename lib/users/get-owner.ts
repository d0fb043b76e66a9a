// The signed-in owner as pages see her: her session, her profile row and what she may use. Memoised per
// request (React `cache`), so the dashboard layout and the page it frames read the owner once.
import 'server-only'
import { cache } from 'react'
import type { AuthUser } from '@/lib/auth/authenticate'
import { getSessionUser, requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { getEntitlements, type Entitlements } from '@/lib/entitlements/get-entitlements'
import type { User } from '@/lib/generated/prisma/client'

export type Owner = {
  user: AuthUser
  /** The owner's row without the secrets the client omits from every query. */
  profile: Omit<User, 'passwordHash' | 'instagramToken' | 'calendarFeedToken'>
  entitlements: Entitlements
}

// Keyed by the session's user object, which getSessionUser memoises for the request.
const loadOwner = cache(async (user: AuthUser): Promise<Owner> => {
  const [profile, entitlements] = await Promise.all([prisma.user.findUniqueOrThrow({ where: { id: user.id } }), getEntitlements(user.id)])
  return { user, profile, entitlements }
})

/** The owner behind this request's session, or null when there is none (or her login has ended). */
export async function findOwner(): Promise<Owner | null> {
  const user = await getSessionUser()
  return user ? loadOwner(user) : null
}

/** The signed-in owner; anyone else goes to /landing. */
export async function getOwner(): Promise<Owner> {
  return loadOwner(await requireOwner())
}
