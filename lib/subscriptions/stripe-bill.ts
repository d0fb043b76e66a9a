// The owner's one Stripe subscription (her bill) and how its parts are named, for the Stripe adapter
// (lib/payments/stripe-payments.ts) and the webhooks that follow it (stripe-subscription-events.ts).
import type Stripe from 'stripe'
import { prisma, type DbClient } from '@/lib/db'
import type { SubscriptionStatus } from '@/lib/generated/prisma/enums'

/** Stripe's statuses in ours; what each grants is lib/entitlements/access-rule.ts. */
export const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'pastDue',
  unpaid: 'pastDue',
  incomplete: 'pastDue',
  paused: 'pastDue',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
}

export const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)

/** Stripe's product for a catalogue item, under our own id: "glowfolio-feature-review-cards", "glowfolio-theme-noir". */
export const productIdOf = (item: { featureId: string | null; themeId: string | null }) =>
  item.themeId ? `glowfolio-theme-${item.themeId}` : `glowfolio-feature-${item.featureId}`

export const productOf = (item: Stripe.SubscriptionItem) => (typeof item.price?.product === 'string' ? item.price.product : item.price?.product?.id)

export type Bill = { providerSubscriptionId: string; status: SubscriptionStatus; trialEndsAt: Date | null }

/**
 * The Stripe subscription the owner's next item goes on: the one her live items are on, unless it is
 * ending (then a new one starts). Subscriptions made before one bill per owner have no item ids: they
 * run on by themselves until they end, and are never added to.
 */
export async function billOf(db: DbClient, userId: string): Promise<Bill | null> {
  const row = await db.subscription.findFirst({
    where: { userId, provider: 'stripe', providerItemId: { not: null }, cancelledAt: null, status: { in: ['active', 'trialing', 'pastDue'] } },
    orderBy: { createdAt: 'desc' },
    select: { providerSubscriptionId: true, status: true, trialEndsAt: true },
  })
  return row?.providerSubscriptionId ? { providerSubscriptionId: row.providerSubscriptionId, status: row.status, trialEndsAt: row.trialEndsAt } : null
}

type BillRow = { id: string; providerSubscriptionId: string | null; providerItemId: string | null; cancelledAt: Date | null; status: SubscriptionStatus }

/**
 * The rows (of all the owner's live ones) whose cancelling takes their item off a Stripe bill that keeps
 * others: they end at once, the unused part of the month credited on the next invoice.
 */
export function endingAtOnce(rows: BillRow[]): Set<string> {
  const onBill = rows.filter((row) => row.providerSubscriptionId && row.providerItemId && !row.cancelledAt && row.status !== 'cancelled')
  const perBill = new Map<string, number>()
  for (const row of onBill) perBill.set(row.providerSubscriptionId!, (perBill.get(row.providerSubscriptionId!) ?? 0) + 1)
  return new Set(onBill.filter((row) => perBill.get(row.providerSubscriptionId!)! > 1).map((row) => row.id))
}

/** Whether the owner's next purchase goes on her Stripe bill (no Stripe page): the payment step says so. */
export const hasStripeBill = async (userId: string) => (await billOf(prisma, userId)) !== null
