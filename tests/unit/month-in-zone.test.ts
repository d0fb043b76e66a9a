import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { monthInZone } from '@/lib/format/month-in-zone'

describe('monthInZone', () => {
  it('writes what date-fns writes for "MMMM yyyy" in the owner’s zone, across month and year ends', () => {
    const instants = ['2027-03-01T13:30:00Z', '2026-09-30T14:30:00Z', '2026-12-31T13:00:00Z', '2026-06-15T00:00:00Z', '2026-01-01T00:00:00Z']
    for (const timeZone of ['Australia/Sydney', 'Australia/Perth', 'Europe/London', 'America/Los_Angeles', 'Pacific/Auckland']) {
      for (const instant of instants)
        expect(monthInZone(instant, timeZone), `${instant} ${timeZone}`).toBe(format(new TZDate(new Date(instant).getTime(), timeZone), 'MMMM yyyy'))
    }
  })
})
