// Stripe's account.updated for an artist's connected account: the Payments screen and the offer page
// follow it (payouts on: card deposits; otherwise the offline ways to pay), and so does which Stripe
// dashboard she logs in to.
import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import type { PayoutsStatus } from '@/lib/generated/prisma/enums'
import { isTestMode } from '@/lib/payments/get-payments'
import { dashboardOf } from '@/lib/payments/stripe-payments'
import { TEST_ACCOUNT } from '@/lib/payments/test-payments'

export function payoutsStatusOf(account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'details_submitted'>): PayoutsStatus {
  if (account.charges_enabled && account.payouts_enabled) return 'payoutsOn'
  return account.details_submitted ? 'pending' : 'detailsNeeded'
}

export async function followPayoutsAccount(tx: PrismaTx, account: Stripe.Account) {
  await tx.user.updateMany({
    where: { payoutsAccountId: account.id },
    data: { payoutsStatus: payoutsStatusOf(account), payoutsDashboard: dashboardOf(account) },
  })
}

/** The account the owner takes card payments on now, if any (a test-mode account is no Stripe account). */
export function cardAccountOf(owner: { payoutsAccountId: string | null; payoutsStatus: PayoutsStatus | null }): string | null {
  if (!owner.payoutsAccountId || owner.payoutsStatus !== 'payoutsOn') return null
  return owner.payoutsAccountId.startsWith(TEST_ACCOUNT) === isTestMode() ? owner.payoutsAccountId : null
}
