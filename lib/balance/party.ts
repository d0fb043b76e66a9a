// The party's shares as the client's own page shows them: who pays what and who has paid, and her own
// share (the one with her e-mail, or her name) with its link, so she pays hers like everyone else.
import { prisma, type DbClient } from '@/lib/db'
import type { PartyShareView } from '@/lib/appointments/offer-schema'
import { shareUrl } from './links'

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/** The client's own share: her address on it, or her name. */
export const isClientsShare = (share: { name: string; email: string | null }, gig: { customerName: string; customerEmail: string | null }) =>
  Boolean(share.email && gig.customerEmail && same(share.email, gig.customerEmail)) || same(share.name, gig.customerName)

export async function partyOf(gig: { id: string; customerName: string; customerEmail: string | null }, db: DbClient = prisma): Promise<PartyShareView[]> {
  const shares = await db.paymentShare.findMany({ where: { appointmentId: gig.id }, orderBy: { position: 'asc' } })
  return shares.map((share) => ({
    name: share.name,
    amount: share.amountCents,
    paid: share.paidAt !== null,
    url: isClientsShare(share, gig) ? shareUrl(share.token) : null,
  }))
}

/** What the party's unpaid shares come to. */
export const unpaidPartyCents = (party: PartyShareView[]) => party.reduce((total, share) => total + (share.paid ? 0 : share.amount), 0)
