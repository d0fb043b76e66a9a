import { prisma } from '@/lib/db'
import { siteChanged } from '@/lib/site/site-changed'
import { serviceNotFound } from './service-not-found'

/** Takes an entry off the owner's menu. Gigs that used it keep their lines as they were. */
export async function deleteService({ user, serviceId }: { user: { id: string }; serviceId: string }): Promise<'success'> {
  const { count } = await prisma.service.deleteMany({ where: { id: serviceId, userId: user.id } })
  if (count === 0) throw serviceNotFound()
  await siteChanged(user.id)
  return 'success'
}
