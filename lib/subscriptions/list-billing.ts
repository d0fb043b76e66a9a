// What an owner pays for, for the Billing screen: each live subscription with its monthly price and
// the date that matters (next renewal, trial end, or the end of a cancelled one), and the monthly
// total of what will be charged again.
import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { endingAtOnce } from './stripe-bill'

export type BillingLine = {
  id: string
  name: string
  priceCents: number
  /** renews: charged again on `date`; ends: cancelled, access until `date`; expires: test mode, never charged, so it ends on `date` unless bought again; trial: free until `date` (then charged when a card is on file); pastDue: Stripe is retrying. */
  state: 'renews' | 'ends' | 'expires' | 'trial' | 'pastDue'
  date: string | null
  /** Charged again at the next renewal: counted in the monthly total. */
  recurring: boolean
  /** Cancelling takes it off a Stripe bill that keeps other items: it ends now, the unused time credited. */
  endsNow: boolean
}

export type Billing = { lines: BillingLine[]; monthlyTotalCents: number }

export async function listBilling({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<Billing> {
  const rows = await prisma.subscription.findMany({
    where: { userId: user.id, ...isLive(now) },
    include: { feature: { select: { name: true } }, theme: { select: { name: true } } },
    orderBy: [{ type: 'desc' }, { createdAt: 'asc' }],
  })
  const atOnce = endingAtOnce(rows)
  const lines = rows.map((row): BillingLine => {
    const name = row.theme ? `${row.theme.name} theme` : (row.feature?.name ?? 'Subscription')
    const base = { id: row.id, name, priceCents: row.priceCents, endsNow: atOnce.has(row.id) }
    if (row.cancelledAt)
      return { ...base, state: 'ends', date: (row.status === 'trialing' ? row.trialEndsAt : row.currentPeriodEnd)?.toISOString() ?? null, recurring: false }
    if (row.status === 'pastDue') return { ...base, state: 'pastDue', date: null, recurring: true }
    // A test-mode trial has no card behind it: it simply ends. Stripe's goes on to the first payment.
    if (row.status === 'trialing') return { ...base, state: 'trial', date: row.trialEndsAt?.toISOString() ?? null, recurring: row.provider === 'stripe' }
    // Test mode charges nobody, so nothing renews: its month simply ends, like a Stripe one not paid again.
    if (row.provider === 'test') return { ...base, state: 'expires', date: row.currentPeriodEnd?.toISOString() ?? null, recurring: false }
    return { ...base, state: 'renews', date: row.currentPeriodEnd?.toISOString() ?? null, recurring: true }
  })
  return { lines, monthlyTotalCents: lines.reduce((total, line) => total + (line.recurring ? line.priceCents : 0), 0) }
}
