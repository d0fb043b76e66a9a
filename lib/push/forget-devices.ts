// Kept apart from devices.ts (which signs with web-push): the login code imports this.
import { prisma, type DbClient } from '@/lib/db'

/**
 * "Log out everywhere": no device gets her pushes any more (a lost phone would still show her clients'
 * names). A device she signs in on again saves its subscription again as the app opens.
 */
export async function forgetAllPushDevices(userId: string, db: DbClient = prisma) {
  await db.pushDevice.deleteMany({ where: { userId } })
}
