import { describe, expect, it } from 'vitest'
import { overlappingGig, overlapWarning } from '@/lib/appointments/overlap'

const gig = (id: string, date: string, from: string, to: string, overrides: { status?: 'booked' | 'offered' | 'expired'; customerName?: string } = {}) => ({
  _id: id,
  status: overrides.status ?? 'booked',
  customerName: overrides.customerName ?? `Client ${id}`,
  date,
  time: { from, to },
})

const sienna = gig('sienna', '2026-12-24', '21:00', '01:00', { customerName: 'Sienna Marlowe' })
const gigs = {
  '2026-12-24': [gig('morning', '2026-12-24', '06:00', '08:00'), sienna],
  '2026-12-25': [gig('christmas', '2026-12-25', '05:00', '07:00')],
}

describe('overlappingGig', () => {
  it('finds a booked gig whose times overlap on the same date', () => {
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '07:30', to: '09:00' } })?._id).toBe('morning')
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '05:00', to: '10:00' } })?._id).toBe('morning')
  })

  it('sees gigs that cross midnight, on either side', () => {
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '00:00', to: '02:00' } })?._id).toBe('sienna')
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '20:00', to: '21:30' } })?._id).toBe('sienna')
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '22:00', to: '03:00' } })?._id).toBe('sienna')
  })

  it('does not count gigs that only touch, or that are after the other has finished', () => {
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '08:00', to: '21:00' } })).toBeUndefined()
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '01:00', to: '04:30' } })).toBeUndefined()
  })

  it('never compares another date: a gig day ends at 4:30 am, before the next one starts', () => {
    expect(overlappingGig(gigs, { date: '2026-12-25', time: { from: '07:00', to: '09:00' } })).toBeUndefined()
    expect(overlappingGig(gigs, { date: '2026-12-23', time: { from: '21:00', to: '04:30' } })).toBeUndefined()
  })

  it('skips the gig being edited, and gigs that are not booked', () => {
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '22:00', to: '23:00' }, exceptId: 'sienna' })).toBeUndefined()
    const offered = {
      '2026-12-24': [gig('offer', '2026-12-24', '10:00', '12:00', { status: 'offered' }), gig('gone', '2026-12-24', '10:00', '12:00', { status: 'expired' })],
    }
    expect(overlappingGig(offered, { date: '2026-12-24', time: { from: '10:00', to: '11:00' } })).toBeUndefined()
  })

  it('waits for a date and both times, and for the gigs to load', () => {
    expect(overlappingGig(gigs, { date: '', time: { from: '07:00', to: '09:00' } })).toBeUndefined()
    expect(overlappingGig(gigs, { date: '2026-12-24', time: { from: '07:00', to: '' } })).toBeUndefined()
    expect(overlappingGig(undefined, { date: '2026-12-24', time: { from: '07:00', to: '09:00' } })).toBeUndefined()
  })
})

describe('overlapWarning', () => {
  it('names the other gig and its times', () => {
    expect(overlapWarning(sienna)).toBe('You have Sienna Marlowe booked 9:00 pm – 1:00 am that day')
    expect(overlapWarning(gig('noon', '2026-12-24', '12:00', '00:00', { customerName: 'Ava' }))).toBe('You have Ava booked midday – midnight that day')
  })
})
