// The owner's other booked gig at the same time as the one being entered, for a warning on the event
// form. A gig's day runs from 5:00 to 4:30 the next morning, so gigs on different dates never overlap:
// only the same date's gigs are compared, in minutes from that date's midnight.
import { holdsItsDate } from './describe'
import type { AppointmentResponse } from './response-schema'
import { endsAfterStart, minutesFromDate, slotLabel } from './slots'

type Gig = Pick<AppointmentResponse, '_id' | 'status' | 'customerName' | 'date' | 'time'>

/** The first booked (or held) gig on `date` whose times overlap `time`, other than the gig itself (`exceptId`). */
export function overlappingGig(
  gigs: Record<string, Gig[]> | undefined,
  entry: { date?: string; time?: { from?: string; to?: string }; exceptId?: string },
): Gig | undefined {
  const { date, time, exceptId } = entry
  if (!gigs || !date || !time?.from || !time.to || !endsAfterStart(time.from, time.to)) return undefined
  const start = minutesFromDate(time.from)
  const end = minutesFromDate(time.to)
  return (gigs[date] ?? []).find(
    (gig) => gig._id !== exceptId && holdsItsDate(gig) && minutesFromDate(gig.time.from) < end && start < minutesFromDate(gig.time.to),
  )
}

/** "You have Sienna Marlowe booked 9:00 pm – 1:00 am that day" */
export const overlapWarning = (gig: Gig) =>
  `You have ${gig.customerName} ${gig.status === 'booked' ? 'booked' : 'held'} ${slotLabel(gig.time.from).toLowerCase()} – ${slotLabel(gig.time.to).toLowerCase()} that day`
