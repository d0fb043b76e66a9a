// The one rule for what a subscription row is worth, whichever provider holds it:
// - it gives access while it is paid up (active) or in a trial that has not ended (trialing, until
//   trialEndsAt: checked on read, so a trial ends on time even before the job marks it cancelled);
// - pastDue (Stripe could not collect: past_due, unpaid, incomplete, paused) gives no access; Stripe
//   keeps retrying and the features come back the moment it is paid (invoice.paid / active again);
// - a cancellation the owner asked for (cancelledAt) takes effect when the paid period ends
//   (currentPeriodEnd, checked on read like a trial's end): access stays until then, not a day more;
// - cancelled is final: nothing moves a cancelled row back (Stripe's canceled is final too).
// A live row (access, or pastDue while Stripe collects) is the owner's one row for that item: it blocks
// a second purchase and is what the owner cancels or fixes in the Stripe portal.
import type { Prisma } from '@/lib/generated/prisma/client'

const paidUp = (now: Date): Prisma.SubscriptionWhereInput => ({
  status: 'active',
  OR: [{ cancelledAt: null }, { currentPeriodEnd: null }, { currentPeriodEnd: { gt: now } }],
})

export const grantsAccess = (now: Date): Prisma.SubscriptionWhereInput => ({
  OR: [paidUp(now), { status: 'trialing', trialEndsAt: { gt: now } }],
})

export const isLive = (now: Date): Prisma.SubscriptionWhereInput => ({
  OR: [paidUp(now), { status: 'trialing', trialEndsAt: { gt: now } }, { status: 'pastDue' }],
})
