import type { Service } from '@/lib/generated/prisma/client'
import { serviceResponse, type ServiceResponse } from './schema'

/** The menu's order: by category (the enum's order), then cheapest first, then by name. */
export const menuOrder = [{ category: 'asc' }, { priceCents: 'asc' }, { name: 'asc' }] as const

export const toServiceResponse = (service: Service): ServiceResponse => serviceResponse.parse({ ...service, _id: service.id })
