import type { DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { ImageSource } from '@/lib/generated/prisma/enums'
import { toDbDate } from './dates'
import type { AppointmentForm } from './schema'

/** The event form's values as the gig's columns. */
export const appointmentData = (input: AppointmentForm) => ({
  customerName: input.customerName,
  customerMobile: input.customerMobile,
  customerEmail: input.customerEmail,
  locationCity: input.location.city,
  locationState: input.location.state,
  locationFormatted: input.location.formatted,
  date: toDbDate(input.date),
  timeFrom: input.time.from,
  timeTo: input.time.to,
  services: input.services,
  description: input.description,
  images: input.images,
  totalCents: input.pricing.total,
  depositCents: input.pricing.deposit,
  paidToDateCents: input.paidToDate,
  paymentDueDate: input.paymentDueDate ? toDbDate(input.paymentDueDate) : null,
})

/** A gig's photos are photos stored for its owner (the customer's inspiration photos, or the owner's own). */
export async function assertGigImages(db: DbClient, userId: string, urls: string[], sources?: ImageSource[]): Promise<void> {
  const unique = [...new Set(urls)]
  if (unique.length === 0) return
  const found = await db.image.count({ where: { userId, src: { in: unique }, ...(sources ? { source: { in: sources } } : {}) } })
  if (found !== unique.length) throw new AppError('unprocessable', 'Please upload your photos again', { fields: { images: 'Unknown photo' } })
}
