// Days off and blocked times the owner adds from her calendar: no client can book into them.
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import type { AvailabilityBlock } from '@/lib/generated/prisma/client'
import { blockResponse, type BlockBody, type BlockResponse } from './schema'

/** An owner keeps at most this many blocks ahead: a calendar, not a log. */
export const MAX_BLOCKS_AHEAD = 500

export const toBlockResponse = (row: AvailabilityBlock): BlockResponse =>
  blockResponse.parse({ _id: row.id, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), label: row.label })

export async function addBlock({ user, input, now = new Date() }: { user: { id: string }; input: BlockBody; now?: Date }): Promise<BlockResponse> {
  const ahead = await prisma.availabilityBlock.count({ where: { userId: user.id, endsAt: { gt: now } } })
  if (ahead >= MAX_BLOCKS_AHEAD) throw new AppError('conflict', `You have ${MAX_BLOCKS_AHEAD} blocked times ahead: remove some before adding more`)
  const row = await prisma.availabilityBlock.create({
    data: { userId: user.id, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), label: input.label },
  })
  return toBlockResponse(row)
}

/** Her blocks not over yet, soonest first: the Gigs calendar shows them on their days. */
export async function listBlocksAhead({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<BlockResponse[]> {
  const rows = await prisma.availabilityBlock.findMany({
    where: { userId: user.id, endsAt: { gt: now } },
    orderBy: { startsAt: 'asc' },
    take: MAX_BLOCKS_AHEAD,
  })
  return rows.map(toBlockResponse)
}

export async function deleteBlock({ user, blockId }: { user: { id: string }; blockId: string }): Promise<void> {
  const { count } = await prisma.availabilityBlock.deleteMany({ where: { id: blockId, userId: user.id } })
  if (!count) throw notFound('Blocked time')
}
