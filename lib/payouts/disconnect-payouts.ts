// Her account is being deleted: card payments through Glowfolio stop. Checkout pages still open on her
// Stripe account are closed (a client can no longer pay through them), and the account is forgotten here.
// The Stripe account itself is hers (she owns its dashboard, its balance and its payouts): it is not
// deleted, only no longer connected to Glowfolio.
import { prisma } from '@/lib/db'
import { getPayments, paymentsMode } from '@/lib/payments/get-payments'

export async function disconnectPayouts({ userId }: { userId: string }): Promise<{ closedCheckouts: number }> {
  const open = await prisma.checkoutSession.findMany({
    where: { status: 'open', appointment: { userId } },
    select: { providerSessionId: true, accountId: true },
  })
  if (open.length && paymentsMode() !== 'off') {
    const payments = getPayments()
    // Paid meanwhile or not, the page is closed; its row goes with her account.
    for (const checkout of open) await payments.expireCheckout({ sessionId: checkout.providerSessionId, accountId: checkout.accountId })
  }
  await prisma.user.update({ where: { id: userId }, data: { payoutsAccountId: null, payoutsStatus: null, payoutsDashboard: null }, select: { id: true } })
  return { closedCheckouts: open.length }
}
