// "Split the balance": new shares of a booked gig's balance, each with its own secret link (e-mailed
// when the owner gives the person's address). Together with the unpaid shares they never come to more
// than what remains after the deposit (a wedding's retainer: the client's own, paid or not); the gig is
// locked meanwhile, so a payment cannot slip in between.
import { matchOrCreateClient } from '@/lib/clients/match-client'
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { expireCheckouts } from '@/lib/appointments/checkout-sessions'
import { lockAppointment } from '@/lib/appointments/locks'
import { remainingCents } from '@/lib/appointments/to-appointment-response'
import { formatMoney } from '@/lib/format/money'
import { newShareToken } from './links'
import { MAX_SHARES, type BalanceResponse, type CreateSharesBody } from './schema'
import { enqueueShareEmail } from './share-email'
import { findGigWithBalance, splittableCents, toBalanceResponse } from './to-balance-response'

export async function createShares({
  user,
  appointmentId,
  input,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  input: CreateSharesBody
  now?: Date
}): Promise<BalanceResponse> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, businessName: true } })
  return prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    if (gig.status !== 'booked') throw new AppError('conflict', 'The balance can be split once the gig is booked')
    const remaining = remainingCents(gig)
    if (remaining === 0) throw new AppError('conflict', 'Nothing remains to be paid for this gig')
    const existing = await tx.paymentShare.findMany({ where: { appointmentId: gig.id }, select: { amountCents: true, paidAt: true, position: true } })
    if (existing.length + input.shares.length > MAX_SHARES) {
      throw new AppError('unprocessable', `A gig can have up to ${MAX_SHARES} shares`, { fields: { shares: `Up to ${MAX_SHARES} shares` } })
    }
    const open = splittableCents(gig, existing)
    const asked = input.shares.reduce((total, share) => total + share.amount, 0)
    if (asked > open) {
      throw new AppError('unprocessable', `The shares add up to ${formatMoney(asked)}, more than the ${formatMoney(open)} not shared yet`, {
        fields: { shares: `At most ${formatMoney(open)} in all` },
      })
    }
    // The client's own part of the balance shrinks: a page open for the old one must not take it.
    await expireCheckouts(tx, { appointmentId: gig.id, purposes: ['balance'], whenPaid: 'refuse' }, now)
    const first = Math.max(0, ...existing.map((share) => share.position)) + 1
    const rows = await Promise.all(
      input.shares.map(async (share, index) => ({
        appointmentId: gig.id,
        name: share.name,
        email: share.email,
        amountCents: share.amount,
        position: first + index,
        token: newShareToken(),
        emailedAt: share.email ? now : null,
        clientId: await matchOrCreateClient(user.id, share, tx),
      })),
    )
    await tx.paymentShare.createMany({ data: rows })
    for (const share of rows) await enqueueShareEmail(tx, { gig, share, owner })
    return toBalanceResponse((await findGigWithBalance(tx, { userId: user.id, appointmentId: gig.id }))!)
  })
}
