import { describe, expect, it } from 'vitest'
import { isCalendarDay, slotInstant, startOfDayIn, todayIn } from '@/lib/appointments/dates'

describe('days in the owner time zone', () => {
  it('are the local calendar day, not UTC', () => {
    // 14:30 UTC on 23 November is already 24 November in Sydney (UTC+11 in summer).
    const now = new Date('2026-11-23T14:30:00Z')
    expect(todayIn('Australia/Sydney', now)).toBe('2026-11-24')
    expect(todayIn('UTC', now)).toBe('2026-11-23')
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-11-23')
  })

  it('checks calendar days', () => {
    expect(isCalendarDay('2026-12-24')).toBe(true)
    expect(isCalendarDay('2026-02-30')).toBe(false)
    expect(isCalendarDay('24/12/2026')).toBe(false)
  })

  it('places a small-hours slot on the next calendar day', () => {
    expect(slotInstant('2026-12-24', '22:00', 'Australia/Sydney').toISOString()).toBe('2026-12-24T11:00:00.000Z')
    expect(slotInstant('2026-12-24', '01:00', 'Australia/Sydney').toISOString()).toBe('2026-12-24T14:00:00.000Z')
    expect(startOfDayIn('2026-12-24', 'Australia/Sydney').toISOString()).toBe('2026-12-23T13:00:00.000Z')
  })

  it('follows daylight saving changes', () => {
    // Sydney leaves daylight saving at 3:00 on 5 April 2026: 22:00 is UTC+11, 04:00 next morning UTC+10.
    expect(slotInstant('2026-04-04', '22:00', 'Australia/Sydney').toISOString()).toBe('2026-04-04T11:00:00.000Z')
    expect(slotInstant('2026-04-04', '04:00', 'Australia/Sydney').toISOString()).toBe('2026-04-04T18:00:00.000Z')
  })
})
