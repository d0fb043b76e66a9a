// What a client books instantly: the owner, the service (hers, set to instant book) and the travel time
// of her zone for an on-location service.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { getFeeRules } from '@/lib/weddings/fee-rules'
import { DEFAULT_AVAILABILITY, slotRulesOf } from './settings'

export const NOT_INSTANT = 'This service cannot be booked online: please send a booking request'

export async function bookableService({ userId, serviceId, zone }: { userId: string; serviceId: string; zone?: string }) {
  // One query for the owner, her service and her settings: the public calendar asks at every tap.
  const found = await prisma.service.findFirst({
    where: { id: serviceId, userId },
    include: {
      user: {
        select: {
          id: true,
          email: true,
          businessName: true,
          timeZone: true,
          cancellationPolicy: true,
          cancellationTiers: true,
          availability: true,
        },
      },
    },
  })
  // Weddings always quote.
  if (!found || found.bookingMode !== 'instant' || found.category === 'bridal') {
    if (!(await prisma.user.count({ where: { id: userId } }))) throw new AppError('not_found', 'This business could not be found')
    throw new AppError('not_found', NOT_INSTANT)
  }
  const { user, ...service } = found
  const { availability, ...owner } = user
  const settings = availability ?? DEFAULT_AVAILABILITY
  const travelMinutes = service.onLocation ? await travelMinutesOf(userId, zone) : 0
  return { owner, service, settings, rules: slotRulesOf(settings, owner.timeZone), travelMinutes }
}

/** The travel time of the client's zone (the longest of the artist's zones when she names none she has). */
async function travelMinutesOf(userId: string, zone: string | undefined): Promise<number> {
  const { zones } = (await getFeeRules({ user: { id: userId } })).travel
  const named = zones.find((candidate) => candidate.name.toLowerCase() === zone?.toLowerCase())
  return (named ? named.travelMinutes : Math.max(0, ...zones.map((candidate) => candidate.travelMinutes ?? 0))) ?? 0
}
