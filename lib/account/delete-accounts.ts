// The job that deletes the accounts whose 7 days have passed (issue 37). For each: her subscriptions
// stop (lib/subscriptions), card payments through Glowfolio stop (lib/payouts), her photos leave storage,
// e-mails not yet sent on her behalf are dropped, every login ends, and her row goes, taking everything
// of hers with it (clients, gigs, payments, site, sessions: each table cascades from User). Her public
// site is forgotten by every server. Safe to run twice: each step finds nothing the second time, and
// the row is deleted only while it is still due (she may have kept her account a moment ago).
import { endAllSessions } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import { log } from '@/lib/log'
import { disconnectPayouts } from '@/lib/payouts/disconnect-payouts'
import { siteChanged } from '@/lib/site/site-changed'
import { getStorage } from '@/lib/storage/get-storage'
import { endAllSubscriptions } from '@/lib/subscriptions/end-subscriptions'

export const DELETE_ACCOUNTS_JOB = 'delete-accounts'

async function deleteAccount(userId: string, now: Date): Promise<boolean> {
  const owner = await prisma.user.findFirst({ where: { id: userId, deleteAfter: { lte: now } }, select: { email: true } })
  if (!owner) return false
  // Her logins end first: nothing she does meanwhile can undo half of it.
  await endAllSessions(userId)
  await endAllSubscriptions({ userId, now })
  await disconnectPayouts({ userId })
  const [images, clientPhotos] = await Promise.all([
    prisma.image.findMany({ where: { userId }, select: { storageKeys: true } }),
    prisma.clientPhoto.findMany({ where: { userId }, select: { storageKey: true } }),
  ])
  // Her clients' private photos too: their rows cascade with hers, their files would not.
  const keys = [...images.flatMap((image) => image.storageKeys), ...clientPhotos.map((photo) => photo.storageKey)]
  if (keys.length) await getStorage().delete(keys)
  const deleted = await prisma.$transaction(async (tx) => {
    const { count } = await tx.user.deleteMany({ where: { id: userId, deleteAfter: { lte: now } } })
    if (!count) return false
    await tx.emailOutbox.deleteMany({ where: { status: 'pending', replyTo: owner.email } })
    await tx.clientMessage.deleteMany({ where: { userId } })
    return true
  })
  if (deleted) await siteChanged(userId)
  return deleted
}

/** One round: every account due by `now`. */
export async function deleteDueAccounts(now = new Date()): Promise<{ deleted: number }> {
  const due = await prisma.user.findMany({ where: { deleteAfter: { lte: now } }, select: { id: true }, orderBy: { deleteAfter: 'asc' }, take: 50 })
  let deleted = 0
  for (const { id } of due) {
    try {
      if (await deleteAccount(id, now)) deleted += 1
    } catch (error) {
      log.error('account deletion failed; the next round tries again', { userId: id, error })
    }
  }
  return { deleted }
}
