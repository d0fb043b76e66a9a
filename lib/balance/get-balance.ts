import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import type { BalanceResponse } from './schema'
import { findGigWithBalance, toBalanceResponse } from './to-balance-response'

/** One of the owner's gigs' balance: its shares and the reminders its client was sent. */
export async function getBalance({ user, appointmentId }: { user: { id: string }; appointmentId: string }): Promise<BalanceResponse> {
  const gig = await findGigWithBalance(prisma, { userId: user.id, appointmentId })
  if (!gig) throw notFound('Gig')
  return toBalanceResponse(gig)
}
