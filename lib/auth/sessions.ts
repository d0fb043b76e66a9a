// Logins as rows: a token names its Session (sid), so one login can end (log out) while the others go
// on, and no re-issue of its token can stretch a login past the expiresAt fixed when it started.
import { randomBytes } from 'node:crypto'
import { prisma, type DbClient } from '@/lib/db'
import { forgetAllPushDevices } from '@/lib/push/forget-devices'
import type { AuthUser } from './authenticate'
import { encodeSessionToken, SESSION_MAX_AGE_SECONDS, type SessionIdentity } from './token'

type Owner = { id: string; email: string; sessionVersion: number }

/** Starts a login of at most maxAge seconds; answers the identity its tokens carry. */
export async function startSession(
  user: Owner,
  maxAge = SESSION_MAX_AGE_SECONDS,
  db: DbClient = prisma,
): Promise<{ identity: SessionIdentity; expiresAt: Date }> {
  const now = new Date()
  const expiresAt = new Date(now.getTime() + maxAge * 1000)
  // Logins that ran out are of no use to anyone: clear the owner's as a new one starts.
  await db.session.deleteMany({ where: { userId: user.id, expiresAt: { lte: now } } })
  const session = await db.session.create({ data: { id: randomBytes(18).toString('base64url'), userId: user.id, expiresAt }, select: { id: true } })
  return { identity: { sub: user.id, email: user.email, sv: user.sessionVersion, sid: session.id }, expiresAt }
}

/** A new login and its token, for a bearer client or the session cookie. */
export async function mintSessionToken(user: Owner, maxAge = SESSION_MAX_AGE_SECONDS, db: DbClient = prisma): Promise<{ token: string; expiresAt: Date }> {
  const { identity, expiresAt } = await startSession(user, maxAge, db)
  return { token: await encodeSessionToken(identity, maxAge), expiresAt }
}

/** Log out: this login ends; the owner's other devices stay logged in. */
/** The job's sweep: logins past their absolute end, of owners who never came back to start a new one. */
export async function forgetExpiredSessions(now = new Date()): Promise<{ deleted: number }> {
  const { count } = await prisma.session.deleteMany({ where: { expiresAt: { lte: now } } })
  return { deleted: count }
}

export async function endSession(sessionId: string, db: DbClient = prisma): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } })
}

/** "Log out everywhere": every login of the owner ends, this one included. */
export async function endAllSessions(userId: string, db: DbClient = prisma): Promise<void> {
  // The version bump also ends tokens whose rows are already gone; the rows go so nothing is left behind.
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } })
  await db.session.deleteMany({ where: { userId } })
}

/** After a change of e-mail or password: every other login ends, the one that made the change goes on. */
export async function endOtherSessions({ userId, keep }: { userId: string; keep: string }, db: DbClient = prisma): Promise<void> {
  await db.session.deleteMany({ where: { userId, id: { not: keep } } })
}

/** POST /v1/auth/logout: the caller's login ends (its token stops working, as cookie or bearer). */
export async function logOut({ user }: { user: Pick<AuthUser, 'sessionId'> }): Promise<'success'> {
  await endSession(user.sessionId)
  return 'success'
}

/** POST /v1/auth/logout-everywhere: every login of the caller ends, on every device. */
export async function logOutEverywhere({ user }: { user: Pick<AuthUser, 'id'> }): Promise<'success'> {
  await prisma.$transaction(async (tx) => {
    await endAllSessions(user.id, tx)
    await forgetAllPushDevices(user.id, tx)
  })
  return 'success'
}
