import { prisma, type DbClient } from '@/lib/db'

/** What a gig's unpaid shares come to: the part of its balance the party pays through their own links. */
export async function unpaidSharesCents(appointmentId: string, db: DbClient = prisma): Promise<number> {
  const { _sum } = await db.paymentShare.aggregate({ where: { appointmentId, paidAt: null }, _sum: { amountCents: true } })
  return _sum.amountCents ?? 0
}
