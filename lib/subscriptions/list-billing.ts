// What an owner pays for, for the Billing screen: each live subscription with its monthly price and
// the date that matters (next renewal, trial end, or the end of a cancelled one), and the monthly
// total of what will be charged again.
import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { nextRenewal } from './record-subscription'

export type BillingLine = {
  id: string
  name: string
  priceCents: number
  /** renews: charged again on `date`; ends: cancelled, access until `date`; trial: free until `date` (then charged when a card is on file); pastDue: Stripe is retrying. */
  state: 'renews' | 'ends' | 'trial' | 'pastDue'
  date: string | null
  /** Charged again at the next renewal: counted in the monthly total. */
  recurring: boolean
}

export type Billing = { lines: BillingLine[]; monthlyTotalCents: number }

export async function listBilling({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<Billing> {
  const rows = await prisma.subscription.findMany({
    where: { userId: user.id, ...isLive(now) },
    include: { feature: { select: { name: true } }, theme: { select: { name: true } } },
    orderBy: [{ type: 'desc' }, { createdAt: 'asc' }],
  })
  const lines = rows.map((row): BillingLine => {
    const name = row.theme ? `${row.theme.name} theme` : (row.feature?.name ?? 'Subscription')
    const base = { id: row.id, name, priceCents: row.priceCents }
    if (row.cancelledAt)
      return { ...base, state: 'ends', date: (row.status === 'trialing' ? row.trialEndsAt : row.currentPeriodEnd)?.toISOString() ?? null, recurring: false }
    if (row.status === 'pastDue') return { ...base, state: 'pastDue', date: null, recurring: true }
    // A test-mode trial has no card behind it: it simply ends. Stripe's goes on to the first payment.
    if (row.status === 'trialing') return { ...base, state: 'trial', date: row.trialEndsAt?.toISOString() ?? null, recurring: row.provider === 'stripe' }
    // Test mode charges nobody, so its period end is not moved on by renewals: the next one is computed.
    const renews = row.currentPeriodEnd && row.provider === 'test' ? nextRenewal(row.currentPeriodEnd, now) : row.currentPeriodEnd
    return { ...base, state: 'renews', date: renews?.toISOString() ?? null, recurring: true }
  })
  return { lines, monthlyTotalCents: lines.reduce((total, line) => total + (line.recurring ? line.priceCents : 0), 0) }
}
