import { describe, expect, it } from 'vitest'
import { formatDayBefore, formatInZone } from '@/lib/format/in-zone'

describe('formatInZone', () => {
  it('writes the day of the given zone, whatever the runtime’s', () => {
    expect(formatInZone('2026-11-24T20:00:00Z', 'Australia/Sydney', 'd MMMM')).toBe('25 November')
    expect(formatInZone('2026-11-24T20:00:00Z', 'UTC', 'd MMMM')).toBe('24 November')
    expect(formatInZone(new Date('2026-11-25T03:00:00Z'), 'America/Los_Angeles', 'EEEE d MMMM yyyy h:mm a')).toBe('Tuesday 24 November 2026 7:00 PM')
  })

  it('follows daylight saving', () => {
    expect(formatInZone('2026-06-30T14:30:00Z', 'Australia/Sydney', 'd MMM HH:mm')).toBe('1 Jul 00:30')
    expect(formatInZone('2026-12-31T13:30:00Z', 'Australia/Sydney', 'd MMM HH:mm')).toBe('1 Jan 00:30')
  })
})

describe('formatDayBefore', () => {
  it('names the day that ends at a midnight of the zone', () =>
    expect(formatDayBefore('2026-11-27T13:00:00Z', 'Australia/Sydney', 'EEEE d MMMM')).toBe('Friday 27 November'))
})
