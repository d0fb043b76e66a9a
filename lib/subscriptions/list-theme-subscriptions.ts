import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'

export type ThemeSubscription = {
  id: string
  name: string
  priceCents: number
  status: 'trialing' | 'active' | 'pastDue' | 'cancelled'
  currentPeriodEnd: string | null
  cancelledAt: string | null
}

/** The paid themes an owner holds now, for the design screen. */
export async function listThemeSubscriptions({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<ThemeSubscription[]> {
  const rows = await prisma.subscription.findMany({
    where: { userId: user.id, type: 'theme', ...isLive(now) },
    include: { theme: { select: { name: true } } },
    orderBy: { createdAt: 'asc' },
  })
  return rows.map((row) => ({
    id: row.id,
    name: row.theme?.name ?? 'Theme',
    priceCents: row.priceCents,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }))
}
