import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { siteChanged } from '@/lib/site/site-changed'
import { MAX_SERVICES, type ServiceBody, type ServiceResponse } from './schema'
import { toServiceResponse } from './to-service-response'

/** Adds an entry to the owner's menu, which holds MAX_SERVICES at most; the site's price list shows it. */
export async function createService({ user, input }: { user: { id: string }; input: ServiceBody }): Promise<ServiceResponse> {
  const created = await prisma.$transaction(async (tx) => {
    // The owner's row is the lock: two adds at once cannot both take the last place.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id} FOR UPDATE`
    if ((await tx.service.count({ where: { userId: user.id } })) >= MAX_SERVICES) {
      throw new AppError('conflict', `Your menu holds up to ${MAX_SERVICES} services. Delete one to add another.`)
    }
    return tx.service.create({ data: { ...input, userId: user.id } })
  })
  await siteChanged(user.id)
  return toServiceResponse(created)
}
