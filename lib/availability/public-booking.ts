// What the public booking page offers for instant booking: the owner's instant-book services, her
// travel zones (names only, for an on-location service), the deposit and the cancellation policy.
import { prisma } from '@/lib/db'
import { menuOrder } from '@/lib/services/to-service-response'
import { getFeeRules } from '@/lib/weddings/fee-rules'
import { availabilityOf } from './settings'

export async function instantBookingOffer(userId: string) {
  const services = await prisma.service.findMany({
    where: { userId, bookingMode: 'instant', category: { not: 'bridal' } },
    orderBy: [...menuOrder],
    select: { id: true, name: true, priceCents: true, priceFrom: true, durationMinutes: true, onLocation: true },
  })
  if (services.length === 0) return null
  const [settings, feeRules, owner] = await Promise.all([
    availabilityOf(userId),
    getFeeRules({ user: { id: userId } }),
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { cancellationPolicy: true, timeZone: true } }),
  ])
  return {
    services,
    zones: feeRules.travel.zones.map((zone) => zone.name),
    depositPercent: settings.depositPercent,
    cancellationPolicy: owner.cancellationPolicy,
    timeZone: owner.timeZone,
  }
}
export type InstantBookingOffer = NonNullable<Awaited<ReturnType<typeof instantBookingOffer>>>
