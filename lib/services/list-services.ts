import { prisma } from '@/lib/db'
import type { ServiceResponse } from './schema'
import { menuOrder, toServiceResponse } from './to-service-response'

/** The owner's service menu, in the menu's order. */
export async function listServices({ user }: { user: { id: string } }): Promise<ServiceResponse[]> {
  const services = await prisma.service.findMany({ where: { userId: user.id }, orderBy: [...menuOrder] })
  return services.map(toServiceResponse)
}
