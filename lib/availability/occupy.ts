// The owner's time taken by instant bookings (OccupiedTime): a 10-minute hold while the client pays,
// kept for good once the gig is booked or awaits its deposit. The table's exclusion constraint keeps
// two rows of one owner from overlapping, so of two clients racing for one slot one gets it.
import type { PrismaTx } from '@/lib/db'
import type { Busy } from './slots'

/** How long a client has to pay before her slot is offered again. */
export const HOLD_MINUTES = 10

/**
 * Takes the stretch, held until `expiresAt`, and answers its id: null when another time of the owner
 * overlaps it (nothing is written, and the transaction goes on). Expired holds in its way are forgotten
 * first; the others stay, so a client who pays after her hold lapsed still gets her time when nobody took
 * it (keepOccupiedTime). A caller racing another for the same time waits here until the other's
 * transaction ends, then knows.
 */
export async function occupyTime(
  tx: PrismaTx,
  { userId, appointmentId = null, stretch, expiresAt, now }: { userId: string; appointmentId?: string | null; stretch: Busy; expiresAt: Date; now: Date },
): Promise<string | null> {
  const [start, end] = [new Date(stretch.start), new Date(stretch.end)]
  await tx.occupiedTime.deleteMany({ where: { userId, expiresAt: { lte: now }, startsAt: { lt: end }, endsAt: { gt: start } } })
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "OccupiedTime" ("id", "userId", "appointmentId", "startsAt", "endsAt", "expiresAt")
    VALUES (gen_random_uuid()::text, ${userId}, ${appointmentId}, ${start}, ${end}, ${expiresAt})
    ON CONFLICT DO NOTHING
    RETURNING "id"`
  return rows[0]?.id ?? null
}

/**
 * The gig is booked or holds its date awaiting the deposit: its time stays taken. Answers false when the
 * gig has no time left to keep: its hold lapsed and another client took the time meanwhile.
 */
export async function keepOccupiedTime(tx: PrismaTx, appointmentId: string): Promise<boolean> {
  const { count } = await tx.occupiedTime.updateMany({ where: { appointmentId }, data: { expiresAt: null } })
  return count > 0
}

/** The gig no longer takes its time (cancelled, or moved: its new time counts as a gig's). */
export async function releaseOccupiedTime(tx: PrismaTx, appointmentId: string) {
  await tx.occupiedTime.deleteMany({ where: { appointmentId } })
}
