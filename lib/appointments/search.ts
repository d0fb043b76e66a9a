// The search popup: the text matches any text of a gig (spec), and the Offers/Booked/All filter.
import { format, parseISO } from 'date-fns'
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { slotLabel } from './slots'
import type { AppointmentResponse } from './response-schema'

export type SearchFilter = 'offers' | 'booked' | 'all'

const STATUS_WORDS: Record<AppointmentResponse['status'], string> = {
  offered: 'offered offer sent',
  booked: 'booked',
  awaitingDeposit: 'awaiting deposit retainer accepted unpaid',
  expired: 'expired',
  cancelled: 'cancelled canceled',
}

/** A mobile as stored (+61412345678) and as people type it (0412 345 678, 0412345678). */
function phoneForms(mobile: string | null): string[] {
  if (!mobile) return []
  const national = parsePhoneNumberFromString(mobile, 'AU')?.formatNational()
  return national ? [mobile, national, national.replace(/\D/g, '')] : [mobile]
}

const dollars = (cents: number) => `${(cents / 100).toFixed(2)} ${cents / 100}`

/** Every text a person might search a gig by, lower-cased. */
export function searchableText(appointment: AppointmentResponse): string {
  return [
    appointment.customerName,
    ...phoneForms(appointment.customerMobile),
    appointment.customerEmail,
    appointment.location.city,
    appointment.location.state,
    appointment.location.formatted,
    appointment.date,
    format(parseISO(appointment.date), 'EEEE d MMMM yyyy'),
    appointment.time.from,
    appointment.time.to,
    slotLabel(appointment.time.from),
    slotLabel(appointment.time.to),
    ...appointment.services.flatMap((service) => [service.title, service.subTitle]),
    appointment.description,
    `#${appointment.requestNumber}`,
    STATUS_WORDS[appointment.status],
    appointment.paid ? 'paid' : appointment.remaining > 0 ? 'unpaid' : '',
    appointment.overdue ? 'overdue' : '',
    dollars(appointment.pricing.total),
    dollars(appointment.pricing.deposit),
    appointment.paymentDueDate,
    ...appointment.payments.map((payment) => payment.note),
  ]
    .filter(Boolean)
    .join('\n')
    .toLocaleLowerCase()
}

/** Every word of the query must appear somewhere in the gig. */
export function matchesSearch(appointment: AppointmentResponse, query: string, filter: SearchFilter = 'all'): boolean {
  // A gig awaiting its deposit is an accepted offer, not yet booked.
  if (filter === 'offers' && appointment.status !== 'offered' && appointment.status !== 'awaitingDeposit') return false
  if (filter === 'booked' && appointment.status !== 'booked') return false
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = searchableText(appointment)
  return words.every((word) => text.includes(word))
}
