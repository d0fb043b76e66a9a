import { describe, expect, it } from 'vitest'
import { toDbDate } from '@/lib/appointments/dates'
import { matchesSearch } from '@/lib/appointments/search'
import { toAppointmentResponse } from '@/lib/appointments/to-appointment-response'
import { gigRow } from './fixtures'

const gig = toAppointmentResponse(gigRow({ requestNumber: 7, date: toDbDate('2026-12-24'), timeFrom: '22:00', timeTo: '01:00' }), {
  timeZone: 'Australia/Sydney',
})

describe('the search popup', () => {
  it('matches any text of a gig, whatever the case', () => {
    for (const query of [
      'hannah',
      'SCOTT',
      '0412',
      '+61412345678',
      'hannah@example',
      'manly',
      'nsw',
      'bride',
      'bridal makeup',
      'soft glam',
      '#7',
      'december',
      'thursday',
      '2026-12-24',
      '10:00 pm',
      'booked',
      'unpaid',
      '650',
    ]) {
      expect(matchesSearch(gig, query), query).toBe(true)
    }
  })

  it('needs every word somewhere, and nothing matches an unrelated word', () => {
    expect(matchesSearch(gig, 'hannah manly')).toBe(true)
    expect(matchesSearch(gig, 'hannah bondi')).toBe(false)
    expect(matchesSearch(gig, 'wedding')).toBe(false)
    expect(matchesSearch(gig, '   ')).toBe(true)
  })

  it('filters Offers, Booked or All', () => {
    const offer = { ...gig, status: 'offered' as const }
    expect(matchesSearch(gig, '', 'booked')).toBe(true)
    expect(matchesSearch(gig, '', 'offers')).toBe(false)
    expect(matchesSearch(offer, '', 'offers')).toBe(true)
    expect(matchesSearch(offer, 'offer sent', 'all')).toBe(true)
    expect(matchesSearch({ ...gig, status: 'expired' }, '', 'all')).toBe(true)
  })
})
