// The one rule for what a subscription row is worth, whichever provider holds it:
// - it gives access while it is paid up (active) or in a trial that has not ended (trialing, until
//   trialEndsAt: checked on read, so a trial ends on time even before the job marks it cancelled);
// - pastDue (Stripe could not collect: past_due, unpaid, incomplete, paused) gives no access; Stripe
//   keeps retrying and the features come back the moment it is paid (invoice.paid / active again);
// - a cancellation the owner asked for (cancelledAt) takes effect when the paid period ends
//   (currentPeriodEnd, checked on read like a trial's end): access stays until then, not a day more;
// - a test-mode row is never renewed (nobody is charged), so it ends at its period end, as a Stripe
//   subscription that was not paid again would; once a Stripe key is set, test-mode rows count for nothing;
// - cancelled is final: nothing moves a cancelled row back (Stripe's canceled is final too).
// A live row (access, or pastDue while Stripe collects) is the owner's one row for that item: it blocks
// a second purchase and is what the owner cancels or fixes in the Stripe portal.
import { env } from '@/lib/env'
import type { Prisma } from '@/lib/generated/prisma/client'
import { decidePaymentsMode } from '@/lib/payments/payments-mode'

/** With a Stripe key set, only what Stripe bills is honoured: rows made in test mode were never paid for. */
const honoured = (): Prisma.SubscriptionWhereInput =>
  decidePaymentsMode({ nodeEnv: env.NODE_ENV, stripeSecretKey: env.STRIPE_SECRET_KEY, testModeOptIn: env.PAYMENTS_TEST_MODE }) === 'stripe'
    ? { provider: 'stripe' }
    : {}

const paidUp = (now: Date): Prisma.SubscriptionWhereInput => ({
  status: 'active',
  // Stripe moves a renewed subscription's period end on (invoice.paid); nothing moves a test-mode one. A
  // row with no period end at all (granted by hand) has none to pass.
  OR: [{ currentPeriodEnd: null }, { provider: 'stripe', cancelledAt: null }, { currentPeriodEnd: { gt: now } }],
})

export const grantsAccess = (now: Date): Prisma.SubscriptionWhereInput => ({
  AND: [honoured(), { OR: [paidUp(now), { status: 'trialing', trialEndsAt: { gt: now } }] }],
})

export const isLive = (now: Date): Prisma.SubscriptionWhereInput => ({
  AND: [honoured(), { OR: [paidUp(now), { status: 'trialing', trialEndsAt: { gt: now } }, { status: 'pastDue' }] }],
})
