// Card fees: what Stripe took from each card payment on its way to the artist (its fee, and ours), read
// from the charge's balance transaction on her account once Stripe has made it, for the Money screen. A
// job, so no payment waits on Stripe and a fee not known yet is asked for again next round.
import { prisma } from '@/lib/db'
import { log } from '@/lib/log'
import { getPayments } from '@/lib/payments/get-payments'

export const RECORD_CARD_FEES_JOB = 'record-card-fees'
/** A payment's fee is asked for during this long after it was paid; Stripe knows it within minutes. */
const ASK_FOR_DAYS = 7
/** The newest first: one Stripe cannot answer for (a deleted account) never holds up the others. */
const PER_ROUND = 200

export async function recordCardFees({ now = new Date() }: { now?: Date } = {}): Promise<{ recorded: number }> {
  const payments = getPayments()
  if (payments.name !== 'stripe') return { recorded: 0 }
  const due = await prisma.payment.findMany({
    where: {
      provider: 'stripe',
      cardFeeCents: null,
      providerPaymentId: { startsWith: 'pi_' },
      providerAccountId: { not: null },
      paidAt: { gte: new Date(now.getTime() - ASK_FOR_DAYS * 86_400_000) },
    },
    select: { id: true, providerPaymentId: true, providerAccountId: true },
    orderBy: { paidAt: 'desc' },
    take: PER_ROUND,
  })
  let recorded = 0
  for (const payment of due) {
    try {
      const fee = await payments.cardFee({ providerPaymentId: payment.providerPaymentId!, accountId: payment.providerAccountId! })
      if (fee === null) continue
      await prisma.payment.update({ where: { id: payment.id }, data: { cardFeeCents: fee } })
      recorded++
    } catch (error) {
      log.warn('card fee not read from Stripe: asked again next round', { paymentId: payment.id, error })
    }
  }
  return { recorded }
}
