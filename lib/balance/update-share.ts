// Changing or removing a share that is not paid yet. A paid share is final: its payment is on the gig,
// and giving money back is a refund of that payment.
import { matchOrCreateClient } from '@/lib/clients/match-client'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { expireCheckouts } from '@/lib/appointments/checkout-sessions'
import { lockAppointment } from '@/lib/appointments/locks'
import { formatMoney } from '@/lib/format/money'
import type { BalanceResponse, UpdateShareBody } from './schema'
import { enqueueShareEmail } from './share-email'
import { findGigWithBalance, splittableCents, toBalanceResponse } from './to-balance-response'

type Target = { user: { id: string }; appointmentId: string; shareId: string }

/** The owner's gig, locked, and one unpaid share of it. */
async function lockUnpaidShare(tx: PrismaTx, { user, appointmentId, shareId }: Target, paidMessage: string) {
  const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
  if (!gig) throw notFound('Gig')
  const shares = await tx.paymentShare.findMany({ where: { appointmentId: gig.id } })
  const share = shares.find((candidate) => candidate.id === shareId)
  if (!share) throw notFound('Share')
  if (share.paidAt) throw new AppError('conflict', paidMessage)
  return { gig, share, others: shares.filter((candidate) => candidate.id !== shareId) }
}

/** Expires her page and the client's page for the rest: both amounts follow the share. */
async function expireShareCheckouts(tx: PrismaTx, appointmentId: string, shareId: string, now = new Date()) {
  await expireCheckouts(tx, { appointmentId, purposes: ['share'], shareId, whenPaid: 'refuse' }, now)
  await expireCheckouts(tx, { appointmentId, purposes: ['balance'], whenPaid: 'refuse' }, now)
}

export async function updateShare({ input, now = new Date(), ...target }: Target & { input: UpdateShareBody; now?: Date }): Promise<BalanceResponse> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: target.user.id }, select: { email: true, businessName: true } })
  return prisma.$transaction(async (tx) => {
    const { gig, share, others } = await lockUnpaidShare(tx, target, 'A paid share cannot be changed')
    if (input.amount !== undefined && input.amount !== share.amountCents) {
      if (gig.status !== 'booked') throw new AppError('conflict', 'The balance can be split once the gig is booked')
      const open = splittableCents(gig, others)
      if (input.amount > open)
        throw new AppError('unprocessable', `That is more than the ${formatMoney(Math.max(open, 0))} not shared with others`, {
          fields: { amount: `At most ${formatMoney(Math.max(open, 0))}` },
        })
    }
    // Her page, and the client's for the rest, must not take the old amounts.
    if (input.amount !== undefined && input.amount !== share.amountCents) await expireShareCheckouts(tx, gig.id, share.id, now)
    const emailChanged = input.email !== undefined && input.email !== share.email
    const updated = await tx.paymentShare.update({
      where: { id: share.id },
      data: {
        name: input.name,
        amountCents: input.amount,
        email: input.email,
        clientId: await matchOrCreateClient(
          target.user.id,
          { name: input.name ?? share.name, email: input.email === undefined ? share.email : input.email },
          tx,
        ),
        ...(emailChanged ? { emailedAt: input.email ? now : null } : {}),
      },
    })
    if (emailChanged && input.email) await enqueueShareEmail(tx, { gig, share: updated, owner })
    return toBalanceResponse((await findGigWithBalance(tx, { userId: target.user.id, appointmentId: gig.id }))!)
  })
}

export async function deleteShare(target: Target): Promise<BalanceResponse> {
  return prisma.$transaction(async (tx) => {
    const { gig, share } = await lockUnpaidShare(tx, target, 'A paid share cannot be removed: refund its payment instead')
    await expireShareCheckouts(tx, gig.id, share.id)
    await tx.paymentShare.delete({ where: { id: share.id } })
    return toBalanceResponse((await findGigWithBalance(tx, { userId: target.user.id, appointmentId: gig.id }))!)
  })
}
