// A timestamped note on her page, and her beauty profile (shades in the owner's order, replaced whole).
import { prisma } from '@/lib/db'
import { clientNotFound, getClient } from './get-client'
import type { BeautyProfileBody, ClientResponse, NoteBody } from './schema'

export async function addClientNote({ user, clientId, input }: { user: { id: string }; clientId: string; input: NoteBody }): Promise<ClientResponse> {
  const client = await prisma.client.findFirst({ where: { id: clientId, userId: user.id }, select: { id: true } })
  if (!client) throw clientNotFound()
  await prisma.clientNote.create({ data: { clientId: client.id, body: input.body } })
  return getClient({ user, clientId })
}

export async function saveBeautyProfile({
  user,
  clientId,
  input,
}: {
  user: { id: string }
  clientId: string
  input: BeautyProfileBody
}): Promise<ClientResponse> {
  const { shades, ...profile } = input
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.client.updateMany({ where: { id: clientId, userId: user.id }, data: profile })
    if (count === 0) throw clientNotFound()
    await tx.clientShade.deleteMany({ where: { clientId } })
    await tx.clientShade.createMany({ data: shades.map((shade, position) => ({ clientId, position, ...shade })) })
  })
  return getClient({ user, clientId })
}
