// Today's "3 requests waiting, the oldest 5 h": booking requests with no answer yet.
import { prisma } from '@/lib/db'
import { unansweredRequest } from './follow-ups'
import type { WaitingRequests } from './waiting-line'

export async function getWaitingRequests({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<WaitingRequests> {
  const { _count, _min } = await prisma.appointment.aggregate({
    where: { userId: user.id, ...unansweredRequest },
    _count: { _all: true },
    _min: { createdAt: true },
  })
  if (!_count._all || !_min.createdAt) return null
  return { count: _count._all, oldestHours: Math.max(0, Math.floor((now.getTime() - _min.createdAt.getTime()) / (60 * 60 * 1000))) }
}
