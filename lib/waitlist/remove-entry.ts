import { prisma, type PrismaTx } from '@/lib/db'
import { notFound } from '@/lib/errors'
import type { SuccessAnswer } from '@/lib/http/answers'

/** 'Remove from the waitlist': she is no longer offered the date. Her declined request stays as it was. */
export async function removeWaitlistEntry({ user, entryId }: { user: { id: string }; entryId: string }): Promise<SuccessAnswer> {
  const { count } = await prisma.waitlistEntry.deleteMany({ where: { id: entryId, userId: user.id } })
  if (count === 0) throw notFound('Waitlist entry')
  return 'success'
}

/** Merging two client records (lib/clients/merge-clients.ts): her waitlist places go with her. */
export async function moveWaitlistEntries(tx: PrismaTx, { userId, from, to }: { userId: string; from: string; to: string }) {
  await tx.waitlistEntry.updateMany({ where: { userId, clientId: from }, data: { clientId: to } })
}
