import type { AppointmentResponse, AppointmentsByDate } from './response-schema'
import { slotIndex } from './slots'

/** Earliest first: by day, then by start within the gig's day (5:00 first, the small hours last). */
export const compareAppointments = (
  a: Pick<AppointmentResponse, 'date' | 'time' | 'requestNumber'>,
  b: Pick<AppointmentResponse, 'date' | 'time' | 'requestNumber'>,
) => a.date.localeCompare(b.date) || slotIndex(a.time.from) - slotIndex(b.time.from) || a.requestNumber - b.requestNumber

/** The spec's "grouped by date": keys "YYYY-MM-DD" in order, each day's gigs in order of their start. */
export function groupByDate(appointments: AppointmentResponse[]): AppointmentsByDate {
  const grouped: AppointmentsByDate = {}
  for (const appointment of appointments.toSorted(compareAppointments)) (grouped[appointment.date] ??= []).push(appointment)
  return grouped
}

/** Every gig of a grouped answer, in order. */
export const flattenByDate = (grouped: AppointmentsByDate): AppointmentResponse[] => Object.values(grouped).flat().toSorted(compareAppointments)
