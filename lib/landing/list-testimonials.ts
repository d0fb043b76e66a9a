import { prisma } from '@/lib/db'

export function listTestimonials() {
  return prisma.testimonial.findMany({ orderBy: { order: 'asc' }, select: { id: true, name: true, image: true, website: true, comments: true } })
}
export type Testimonial = Awaited<ReturnType<typeof listTestimonials>>[number]
