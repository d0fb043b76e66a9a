// GET /v1/clients/{id}: her page. Likely duplicates (her name, another record) are found on read.
import { todayIn } from '@/lib/appointments/dates'
import { ownerTimeZone } from '@/lib/appointments/owner-time-zone'
import { prisma, type DbClient } from '@/lib/db'
import { notFound } from '@/lib/errors'
import type { ClientResponse } from './schema'
import { toClientResponse } from './to-client-response'

export const CLIENT_INCLUDE = {
  notes: true,
  shades: true,
  photos: { orderBy: { createdAt: 'desc' } },
  appointments: { include: { payments: true, paymentShares: true } },
  shares: { include: { payment: true, appointment: true } },
  reviews: true,
} as const

export const clientNotFound = () => notFound('Client')

export async function getClient(
  { user, clientId, now = new Date() }: { user: { id: string }; clientId: string; now?: Date },
  db: DbClient = prisma,
): Promise<ClientResponse> {
  const client = await db.client.findFirst({ where: { id: clientId, userId: user.id }, include: CLIENT_INCLUDE })
  if (!client) throw clientNotFound()
  const duplicates = await db.client.findMany({
    where: { userId: user.id, id: { not: client.id }, name: { equals: client.name, mode: 'insensitive' } },
    select: { id: true, name: true, email: true, phone: true },
    orderBy: { createdAt: 'asc' },
  })
  return toClientResponse(client, { today: todayIn(await ownerTimeZone(user.id, db), now), duplicates })
}
