// POST /v1/clients/{id}/merge: the owner confirms two records are one person. The other's gigs, shares,
// reviews, notes, shades, waitlist places, consultation forms and photos move to this one; what this one lacks (e-mail, mobile, profile) is filled
// from the other; tags are joined; the other goes. Only ever within one owner's clients.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { moveWaitlistEntries } from '@/lib/waitlist/remove-entry'
import { clientNotFound, getClient } from './get-client'
import type { ClientResponse } from './schema'

const PROFILE = [
  'skinType',
  'skinConcerns',
  'allergies',
  'sensitivities',
  'lashNotes',
  'browNotes',
  'recentTreatments',
  'healthConsentAt',
  'photoConsentAt',
] as const

export async function mergeClients({ user, clientId, otherId }: { user: { id: string }; clientId: string; otherId: string }): Promise<ClientResponse> {
  if (clientId === otherId) throw new AppError('unprocessable', 'Choose another record to merge', { fields: { otherId: 'Choose another record' } })
  await prisma.$transaction(async (tx) => {
    // Both locked, in one order, so two merges of the pair at once cannot cross.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Client" WHERE "userId" = ${user.id} AND "id" IN (${clientId}, ${otherId}) ORDER BY "id" FOR UPDATE`
    if (locked.length < 2) throw clientNotFound()
    const [keep, other] = await Promise.all([tx.client.findUniqueOrThrow({ where: { id: clientId } }), tx.client.findUniqueOrThrow({ where: { id: otherId } })])
    await tx.appointment.updateMany({ where: { clientId: other.id, userId: user.id }, data: { clientId: keep.id } })
    await tx.paymentShare.updateMany({ where: { clientId: other.id }, data: { clientId: keep.id } })
    await tx.review.updateMany({ where: { clientId: other.id, userId: user.id }, data: { clientId: keep.id } })
    await tx.clientNote.updateMany({ where: { clientId: other.id }, data: { clientId: keep.id } })
    await moveWaitlistEntries(tx, { userId: user.id, from: other.id, to: keep.id })
    await tx.consultationForm.updateMany({ where: { clientId: other.id, userId: user.id }, data: { clientId: keep.id } })
    await tx.clientPhoto.updateMany({ where: { clientId: other.id, userId: user.id }, data: { clientId: keep.id } })
    const shadeCount = await tx.clientShade.count({ where: { clientId: keep.id } })
    const shades = await tx.clientShade.findMany({ where: { clientId: other.id }, orderBy: { position: 'asc' } })
    for (const [index, shade] of shades.entries()) {
      await tx.clientShade.update({ where: { id: shade.id }, data: { clientId: keep.id, position: shadeCount + index } })
    }
    // The other's e-mail and mobile are freed first: they are unique per owner.
    await tx.client.delete({ where: { id: other.id } })
    const filled = Object.fromEntries(PROFILE.filter((field) => !keep[field] && other[field]).map((field) => [field, other[field]]))
    await tx.client.update({
      where: { id: keep.id },
      data: {
        ...filled,
        email: keep.email ?? other.email,
        phone: keep.phone ?? other.phone,
        contactLenses: keep.contactLenses || other.contactLenses,
        tags: [...new Set([...keep.tags, ...other.tags])],
        profileGivenAt: { ...(other.profileGivenAt as object), ...(keep.profileGivenAt as object) },
      },
    })
  })
  return getClient({ user, clientId })
}
