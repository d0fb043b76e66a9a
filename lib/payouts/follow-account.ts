// Stripe's account.updated for an artist's connected account: the Payments screen and the offer page
// follow it (payouts on: card deposits; otherwise the offline ways to pay), and so does which Stripe
// dashboard she logs in to. An account Stripe stops taking card payments on (charges disabled,
// requirements past due) tells its artist at once, in the app and by e-mail, with the way back to
// Stripe's pages.
import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import type { PayoutsStatus } from '@/lib/generated/prisma/enums'
import { enqueueEmail } from '@/lib/mail/outbox'
import { isTestMode } from '@/lib/payments/get-payments'
import { dashboardOf } from '@/lib/payments/stripe-payments'
import { TEST_ACCOUNT } from '@/lib/payments/test-payments'
import { cardPaymentsPausedMessage } from './emails'
import { offlinePaymentsOf } from './payment-settings'
import { hasOfflinePayments } from './schema'
import { notifyOwner } from '@/lib/notifications/notify-owner'

/** Where an e-mail sends the artist to finish Stripe's requirements: it makes a fresh Account Link (they last minutes). */
export const FINISH_ON_STRIPE_PATH = '/dashboard/payments/finish'

export function payoutsStatusOf(account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'details_submitted' | 'requirements'>): PayoutsStatus {
  if (account.charges_enabled && account.payouts_enabled) return 'payoutsOn'
  // Requirements past due are the artist's to provide, not Stripe's to check.
  if (account.requirements?.past_due?.length) return 'detailsNeeded'
  return account.details_submitted ? 'pending' : 'detailsNeeded'
}

export async function followPayoutsAccount(tx: PrismaTx, account: Stripe.Account) {
  const status = payoutsStatusOf(account)
  const owners = await tx.user.findMany({
    where: { payoutsAccountId: account.id },
    select: { id: true, email: true, payoutsStatus: true, payBankDetails: true, payCash: true, payOther: true },
  })
  await tx.user.updateMany({ where: { payoutsAccountId: account.id }, data: { payoutsStatus: status, payoutsDashboard: dashboardOf(account) } })
  for (const owner of owners) if (owner.payoutsStatus === 'payoutsOn' && status !== 'payoutsOn') await tellPaused(tx, owner)
}

async function tellPaused(tx: PrismaTx, owner: { id: string; email: string } & Parameters<typeof offlinePaymentsOf>[0]) {
  const openOffers = await tx.appointment.count({ where: { userId: owner.id, status: 'offered', offerToken: { not: null } } })
  await notifyOwner(
    tx,
    {
      userId: owner.id,
      type: 'booking',
      message: 'Stripe paused your card payments: finish its requirements to take cards again',
      link: FINISH_ON_STRIPE_PATH,
    },
    { kind: 'stripeAction', title: 'Stripe needs you' },
  )
  const message = await cardPaymentsPausedMessage({
    openOffers,
    offlineWays: hasOfflinePayments(offlinePaymentsOf(owner)),
    link: `${env.APP_URL}${FINISH_ON_STRIPE_PATH}`,
  })
  await enqueueEmail({ to: owner.email, subject: 'Card payments paused: Stripe needs more from you', ...message }, tx)
}

/** The account the owner takes card payments on now, if any (a test-mode account is no Stripe account). */
export function cardAccountOf(owner: { payoutsAccountId: string | null; payoutsStatus: PayoutsStatus | null }): string | null {
  if (!owner.payoutsAccountId || owner.payoutsStatus !== 'payoutsOn') return null
  return owner.payoutsAccountId.startsWith(TEST_ACCOUNT) === isTestMode() ? owner.payoutsAccountId : null
}
