// DELETE /v1/clients/{id}: a client asked to be forgotten (issue 37). Her name, e-mail, mobile, beauty
// profile, notes and shades go; what the law asks the owner to keep for tax (gigs, payments, receipts,
// refunds) stays, under ERASED_NAME and with her contacts blanked. One transaction: all of it or none;
// her private photos' files leave storage once it has committed.
// Every table that holds something of hers has one step below: a new one adds its own step, and the
// export (export-client.ts) adds its rows.
import { prisma, type PrismaTx } from '@/lib/db'
import { getStorage } from '@/lib/storage/get-storage'
import type { Storage } from '@/lib/storage/storage'
import { siteChanged } from '@/lib/site/site-changed'
import { clientNotFound } from './get-client'

/** What her gigs, shares and reviews are named once she is erased. */
export const ERASED_NAME = 'Erased client'

type Erased = { id: string; userId: string; name: string; email: string | null }

/** One table's part of the erasure, run in its transaction; answers whether the public site shows what it changed. */
type ErasureStep = (tx: PrismaTx, client: Erased) => Promise<{ siteChanged: boolean }>

const ERASURE_STEPS: ErasureStep[] = [
  // Her gigs stay, for the money on them: another name, no contacts, and no service "for" her by name.
  async (tx, client) => {
    const gigs = await tx.appointment.findMany({ where: { userId: client.userId, clientId: client.id }, select: { id: true, services: true } })
    const names = new Set(
      client.name
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word.length > 1),
    )
    for (const gig of gigs) {
      const services = (gig.services as { title?: string; subTitle?: string }[] | null) ?? []
      await tx.appointment.update({
        where: { id: gig.id },
        data: {
          customerName: ERASED_NAME,
          customerEmail: null,
          customerMobile: null,
          services: services.map((service) =>
            service.title &&
            service.title
              .toLowerCase()
              .split(/\s+/)
              .some((word) => names.has(word))
              ? { ...service, title: ERASED_NAME }
              : service,
          ),
        },
      })
    }
    return { siteChanged: false }
  },
  // Her shares of a wedding party's balance (paid ones are money records too).
  async (tx, client) => {
    await tx.paymentShare.updateMany({ where: { clientId: client.id, appointment: { userId: client.userId } }, data: { name: ERASED_NAME, email: null } })
    return { siteChanged: false }
  },
  // Reviews she left keep their words and score, under no name; a shown one changes the site.
  async (tx, client) => {
    const reviews = await tx.review.updateManyAndReturn({
      where: { userId: client.userId, clientId: client.id },
      data: { customerName: ERASED_NAME, customerEmail: null },
      select: { status: true },
    })
    return { siteChanged: reviews.some((review) => review.status === 'visible') }
  },
  // The review requests sent to her name her and her e-mail.
  async (tx, client) => {
    await tx.reviewRequest.deleteMany({
      where: { userId: client.userId, OR: [{ appointment: { clientId: client.id } }, ...(client.email ? [{ email: client.email }] : [])] },
    })
    return { siteChanged: false }
  },
  // Her consultation forms: her answers (health details among them) and her name on the form.
  async (tx, client) => {
    await tx.consultationForm.deleteMany({ where: { userId: client.userId, clientId: client.id } })
    return { siteChanged: false }
  },
  // Her record last: her notes, shades and private photos' rows go with it, and her gigs, shares and reviews let go of it.
  async (tx, client) => {
    await tx.client.delete({ where: { id: client.id } })
    return { siteChanged: false }
  },
]

export async function eraseClient({ user, clientId }: { user: { id: string }; clientId: string }, storage: Storage = getStorage()): Promise<'success'> {
  const { changed, photoKeys } = await prisma.$transaction(async (tx) => {
    const [client] = await tx.$queryRaw<Erased[]>`
      SELECT "id", "userId", "name", "email" FROM "Client" WHERE "id" = ${clientId} AND "userId" = ${user.id} FOR UPDATE`
    if (!client) throw clientNotFound()
    const photos = await tx.clientPhoto.findMany({ where: { userId: user.id, clientId: client.id }, select: { storageKey: true } })
    const results = []
    for (const step of ERASURE_STEPS) results.push(await step(tx, client))
    return { changed: results.some((result) => result.siteChanged), photoKeys: photos.map((photo) => photo.storageKey) }
  })
  if (photoKeys.length) await storage.delete(photoKeys)
  if (changed) await siteChanged(user.id)
  return 'success'
}
