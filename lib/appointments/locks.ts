// Row locks for the changes that read, then write a gig or an owner's numbering: two requests at once
// queue here instead of both reading the same state.
import { AppError, notFound } from '@/lib/errors'
import type { PrismaTx } from '@/lib/db'

/** Locks the owner's row until the transaction ends: request numbers are handed out one at a time. */
export async function nextRequestNumber(tx: PrismaTx, userId: string): Promise<number> {
  await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`
  const { _max } = await tx.appointment.aggregate({ where: { userId }, _max: { requestNumber: true } })
  return (_max.requestNumber ?? 0) + 1
}

/** What a gig is read with wherever it is answered: its payments, and its wedding quote's id (a wedding asks for a retainer). */
export const GIG_INCLUDE = { payments: true, quote: { select: { id: true } } } as const

/** Locks one gig (the owner's own when `userId` is given) and answers it with its payments and quote's id, or null. */
export async function lockAppointment(tx: PrismaTx, { appointmentId, userId }: { appointmentId: string; userId?: string }) {
  const rows = userId
    ? await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Appointment" WHERE "id" = ${appointmentId} AND "userId" = ${userId} FOR UPDATE`
    : await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Appointment" WHERE "id" = ${appointmentId} FOR UPDATE`
  if (rows.length === 0) return null
  return tx.appointment.findFirst({ where: { id: appointmentId, ...(userId ? { userId } : {}) }, include: GIG_INCLUDE })
}

/**
 * Locks the owner's gig whose offer is still open (sending, reminding or withdrawing it); a missing gig is
 * a 404, and one booked, accepted or gone past its offer a 409 saying which (`expired`: this action's words).
 */
export async function lockOpenOffer(tx: PrismaTx, { appointmentId, userId }: { appointmentId: string; userId: string }, expired: string) {
  const gig = await lockAppointment(tx, { appointmentId, userId })
  if (!gig) throw notFound('Gig')
  if (gig.status !== 'offered')
    throw new AppError(
      'conflict',
      gig.status === 'booked' ? 'This gig is already booked' : gig.status === 'awaitingDeposit' ? 'The client has accepted this offer' : expired,
    )
  return gig
}
