import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { endingAtOnce } from './stripe-bill'

export type ThemeSubscription = {
  id: string
  name: string
  priceCents: number
  status: 'trialing' | 'active' | 'pastDue' | 'cancelled'
  currentPeriodEnd: string | null
  cancelledAt: string | null
  /** A test-mode month: nobody is charged, so it ends rather than renews. */
  testMonth: boolean
  /** Cancelling takes it off a Stripe bill that keeps other items: it ends now, the unused time credited. */
  endsNow: boolean
}

/** The paid themes an owner holds now, for the design screen. */
export async function listThemeSubscriptions({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<ThemeSubscription[]> {
  const live = await prisma.subscription.findMany({
    where: { userId: user.id, ...isLive(now) },
    include: { theme: { select: { name: true } } },
    orderBy: { createdAt: 'asc' },
  })
  const atOnce = endingAtOnce(live)
  return live
    .filter((row) => row.type === 'theme')
    .map((row) => ({
      endsNow: atOnce.has(row.id),
      id: row.id,
      name: row.theme?.name ?? 'Theme',
      priceCents: row.priceCents,
      status: row.status,
      testMonth: row.provider === 'test',
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    }))
}
