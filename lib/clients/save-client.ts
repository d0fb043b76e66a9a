// POST /v1/clients and PATCH /v1/clients/{id}: someone she met outside the app, and changes to her name,
// contact and tags. An e-mail or a mobile another client has is refused: merging is its own step.
import { prisma, type DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { clientNotFound, getClient } from './get-client'
import type { ClientResponse, CreateClientBody, UpdateClientBody } from './schema'

const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ')

async function refuseTaken(db: DbClient, userId: string, { email, phone }: { email?: string | null; phone?: string | null }, exceptId?: string) {
  const not = exceptId ? { id: { not: exceptId } } : {}
  if (email && (await db.client.count({ where: { userId, email, ...not } }))) {
    throw new AppError('conflict', 'Another client has this email: open her page to merge the two', { fields: { email: 'Another client has this email' } })
  }
  if (phone && (await db.client.count({ where: { userId, phone, ...not } }))) {
    throw new AppError('conflict', 'Another client has this mobile: open her page to merge the two', { fields: { phone: 'Another client has this mobile' } })
  }
}

export async function createClient({ user, input }: { user: { id: string }; input: CreateClientBody }): Promise<ClientResponse> {
  await refuseTaken(prisma, user.id, input)
  const client = await prisma.client.create({ data: { userId: user.id, name: tidyName(input.name), email: input.email, phone: input.phone, tags: input.tags } })
  return getClient({ user, clientId: client.id })
}

export async function updateClient({ user, clientId, input }: { user: { id: string }; clientId: string; input: UpdateClientBody }): Promise<ClientResponse> {
  await refuseTaken(prisma, user.id, input, clientId)
  const { count } = await prisma.client.updateMany({
    where: { id: clientId, userId: user.id },
    data: { ...input, ...(input.name ? { name: tidyName(input.name) } : {}) },
  })
  if (count === 0) throw clientNotFound()
  return getClient({ user, clientId })
}
