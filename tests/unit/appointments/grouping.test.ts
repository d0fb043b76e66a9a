import { describe, expect, it } from 'vitest'
import { toDbDate } from '@/lib/appointments/dates'
import { flattenByDate, groupByDate } from '@/lib/appointments/group-by-date'
import { toAppointmentResponse } from '@/lib/appointments/to-appointment-response'
import { gigRow } from './fixtures'

const answer = (id: string, date: string, timeFrom: string, timeTo: string, requestNumber: number) =>
  toAppointmentResponse(gigRow({ id, date: toDbDate(date), timeFrom, timeTo, requestNumber }), { timeZone: 'Australia/Sydney' })

describe('grouping by date', () => {
  const gigs = [
    answer('late', '2026-12-24', '22:00', '01:00', 3),
    answer('small-hours', '2026-12-24', '01:00', '02:00', 4),
    answer('morning', '2026-12-24', '06:30', '09:00', 2),
    answer('next', '2026-12-31', '18:00', '20:00', 5),
    answer('earlier', '2026-12-02', '09:00', '10:00', 1),
  ]

  it('keys the answer by YYYY-MM-DD, days in order', () => {
    const grouped = groupByDate(gigs)
    expect(Object.keys(grouped)).toEqual(['2026-12-02', '2026-12-24', '2026-12-31'])
    expect(grouped['2026-12-31'].map((gig) => gig._id)).toEqual(['next'])
  })

  it('orders a day by the start within the gig day: the small hours after the evening', () => {
    expect(groupByDate(gigs)['2026-12-24'].map((gig) => gig._id)).toEqual(['morning', 'late', 'small-hours'])
  })

  it('keeps a gig across midnight under the day it starts', () => {
    const grouped = groupByDate(gigs)
    expect(grouped['2026-12-25']).toBeUndefined()
    expect(grouped['2026-12-24'].find((gig) => gig._id === 'late')).toMatchObject({ time: { from: '22:00', to: '01:00' }, endsNextDay: true })
  })

  it('flattens back in order', () => {
    expect(flattenByDate(groupByDate(gigs)).map((gig) => gig._id)).toEqual(['earlier', 'morning', 'late', 'small-hours', 'next'])
    expect(groupByDate([])).toEqual({})
  })
})
