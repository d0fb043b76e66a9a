import type { AppointmentFormInput } from './schema'
import type { AppointmentResponse } from './response-schema'

/** A blank event form, on a day when one was chosen. */
export const emptyEvent = (date = ''): AppointmentFormInput => ({
  customerName: '',
  customerMobile: '',
  customerEmail: '',
  location: { city: '', state: '', formatted: '' },
  date,
  time: { from: '', to: '' },
  services: [{ title: '', subTitle: '' }],
  description: '',
  images: [],
  pricing: { total: 0, deposit: 0 },
  paidToDate: 0,
  paymentDueDate: null,
  readyBy: '',
  artistCount: 1,
})

/** A saved gig back in the form's shape. */
export const eventFromAppointment = (appointment: AppointmentResponse): AppointmentFormInput => ({
  customerName: appointment.customerName,
  customerMobile: appointment.customerMobile ?? '',
  customerEmail: appointment.customerEmail ?? '',
  location: { city: appointment.location.city, state: appointment.location.state ?? '', formatted: appointment.location.formatted ?? '' },
  date: appointment.date,
  time: appointment.time,
  services: appointment.services.length ? appointment.services : [{ title: '', subTitle: '' }],
  description: appointment.description ?? '',
  images: appointment.images,
  pricing: appointment.pricing,
  paidToDate: appointment.paidToDate,
  paymentDueDate: appointment.paymentDueDate,
  readyBy: appointment.readyBy ?? '',
  artistCount: appointment.artistCount,
})
