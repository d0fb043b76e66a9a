// How a gig reads to people, on screen and in e-mails: days, times, services and status.
import { formatPattern } from '@/lib/format/date-pattern'
import type { Service } from './schema'
import type { AppointmentResponse } from './response-schema'
import { isNextDay, slotLabel } from './slots'

/** "Thursday 24 December 2026". */
export const formatDay = (day: string, pattern = 'EEEE d MMMM yyyy') => formatPattern(new Date(`${day.slice(0, 10)}T00:00:00Z`), 'UTC', pattern)

/** "10:00 pm – 1:00 am (next day)". */
export const formatTimeRange = (from: string, to: string) =>
  `${slotLabel(from)}${isNextDay(from) ? ' (next day)' : ''} – ${slotLabel(to)}${isNextDay(to) && !isNextDay(from) ? ' (next day)' : ''}`

/** Spec: the services' count, 'Person' or 'People'; a line for several people (a head count) counts each. */
export function peopleCount(services: Service[]): string {
  const people = services.reduce((sum, service) => sum + (service.count ?? 1), 0)
  return `${people} ${people === 1 ? 'Person' : 'People'}`
}

/** Spec's status labels: booked, offer sent, expired; a request with no offer yet is a new request; accepted, unpaid: awaiting its deposit (a wedding's retainer). */
export function statusLabel(appointment: Pick<AppointmentResponse, 'status' | 'offer' | 'depositName'>): string {
  if (appointment.status === 'booked') return 'Booked'
  if (appointment.status === 'awaitingDeposit') return `Awaiting ${appointment.depositName}`
  if (appointment.status === 'cancelled') return 'Cancelled'
  if (appointment.status === 'expired') return appointment.offer?.withdrawnAt ? 'Withdrawn' : 'Expired'
  return appointment.offer?.sentAt ? 'Offer sent' : 'New request'
}

export const servicesSummary = (services: Service[]) => services.map((service) => `${service.title}: ${service.subTitle}`).join(', ')

/** A booked gig's date is taken, and so is one held for its deposit: the client said yes. */
export const holdsItsDate = (appointment: Pick<AppointmentResponse, 'status'>) => appointment.status === 'booked' || appointment.status === 'awaitingDeposit'

/** What the client writes with a payment outside the app, so the artist knows whose it is: "#12 Mia Rossi". */
export const paymentReference = (gig: { requestNumber: number; customerName: string }) => `#${gig.requestNumber} ${gig.customerName.trim()}`
