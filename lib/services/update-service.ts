import { prisma } from '@/lib/db'
import { siteChanged } from '@/lib/site/site-changed'
import type { ServiceResponse, UpdateServiceBody } from './schema'
import { serviceNotFound } from './service-not-found'
import { toServiceResponse } from './to-service-response'

/** Changes one entry of the owner's menu. Gigs that used it keep the name and price they were given. */
export async function updateService({
  user,
  serviceId,
  input,
}: {
  user: { id: string }
  serviceId: string
  input: UpdateServiceBody
}): Promise<ServiceResponse> {
  const [service] = await prisma.service.updateManyAndReturn({ where: { id: serviceId, userId: user.id }, data: input })
  if (!service) throw serviceNotFound()
  await siteChanged(user.id)
  return toServiceResponse(service)
}
