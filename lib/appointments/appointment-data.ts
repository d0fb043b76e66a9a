import { toDbDate } from './dates'
import type { AppointmentForm } from './schema'

/** What every form that starts a gig asks: who the client is, where and when. */
type ClientAndSlot = {
  customerName: string
  customerMobile: string | null
  customerEmail: string | null
  location: { city: string; formatted: string | null }
  date: string
  time: { from: string; to: string }
}

/** The client, the place and the slot as the gig's columns: the event form, a booking request and a new wedding share them. */
export const clientAndSlotData = (input: ClientAndSlot) => ({
  customerName: input.customerName,
  customerMobile: input.customerMobile,
  customerEmail: input.customerEmail,
  locationCity: input.location.city,
  locationFormatted: input.location.formatted,
  date: toDbDate(input.date),
  timeFrom: input.time.from,
  timeTo: input.time.to,
})

/** The event form's values as the gig's columns. */
export const appointmentData = (input: AppointmentForm) => ({
  ...clientAndSlotData(input),
  locationState: input.location.state,
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
