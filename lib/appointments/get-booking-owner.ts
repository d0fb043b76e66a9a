import { prisma } from '@/lib/db'
import { todayIn } from './dates'

/** The business a public "Book me" page is for, by its website address; null for none. */
export async function getBookingOwner(slug: string, { now = new Date() } = {}) {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) return null
  const owner = await prisma.user.findUnique({
    where: { slug },
    select: { id: true, businessName: true, profileImg: true, slug: true, timeZone: true, locationCity: true },
  })
  if (!owner) return null
  return {
    id: owner.id,
    businessName: owner.businessName ?? 'My business',
    profileImg: owner.profileImg,
    slug: owner.slug!,
    city: owner.locationCity,
    today: todayIn(owner.timeZone, now),
  }
}
export type BookingOwner = NonNullable<Awaited<ReturnType<typeof getBookingOwner>>>
