// Deleting a gig: only one with no payment on record (a gig with payments is cancelled instead, so its
// money keeps its history). Its notifications go with it, and the client's inspiration photos it alone
// named are left to the cleanup job (lib/images/delete-unattached-uploads.ts).
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { gigPath } from './links'
import { lockAppointment } from './locks'

export async function deleteAppointment({ user, appointmentId, now = new Date() }: { user: { id: string }; appointmentId: string; now?: Date }): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    if (gig.payments.length > 0) throw new AppError('conflict', 'This gig has payments on record, so it cannot be deleted: cancel it instead')
    await tx.notification.deleteMany({ where: { userId: user.id, link: gigPath(gig.id) } })
    await tx.appointment.delete({ where: { id: gig.id, userId: user.id } })
    if (gig.images.length === 0) return
    const stillNamed = await tx.appointment.findMany({ where: { userId: user.id, images: { hasSome: gig.images } }, select: { images: true } })
    const orphans = gig.images.filter((src) => !stillNamed.some((other) => other.images.includes(src)))
    await tx.image.updateMany({ where: { userId: user.id, source: 'booking', src: { in: orphans } }, data: { unattachedSince: now } })
  })
}
