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
  readyBy: input.readyBy,
  artistCount: input.artistCount,
})
