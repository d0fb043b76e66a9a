import { prisma, type DbClient } from '@/lib/db'

/** The owner's time zone: "today", overdue and reminders all follow it. */
export async function ownerTimeZone(userId: string, db: DbClient = prisma): Promise<string> {
  const owner = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } })
  return owner.timeZone
}
