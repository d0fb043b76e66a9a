import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { formatPattern } from '@/lib/format/date-pattern'

// Every pattern the app writes, and a few instants around midnights, noons, month and year ends and
// daylight-saving changes.
const PATTERNS = [
  'EEEE d MMMM',
  'd MMMM',
  'd MMM',
  'd MMMM yyyy',
  'd MMM yyyy',
  'EEE d MMM',
  'EEE d MMM yyyy',
  'd MMM yy',
  'EEEE d MMMM yyyy',
  'd MMMM yyyy, h:mm aaa',
  'd MMM, h:mm aaa',
  'MMMM yyyy',
  'HH:mm',
  'yyyy-MM-dd',
  'EEEE d MMMM yyyy h:mm a',
  "EEEE d MMMM yyyy 'at' h:mm aaa (zzz)",
]
const ZONES = ['Australia/Sydney', 'Australia/Perth', 'Australia/Adelaide', 'Asia/Kolkata', 'UTC', 'America/Los_Angeles', 'Pacific/Auckland']
const INSTANTS = [
  '2026-01-01T00:00:00Z',
  '2026-04-04T15:59:00Z',
  '2026-04-04T16:00:00Z',
  '2026-06-30T14:30:00Z',
  '2026-09-09T11:59:59Z',
  '2026-10-03T16:00:00Z',
  '2026-12-31T13:30:00Z',
  '2027-02-28T23:00:00Z',
  '2028-02-29T12:00:00Z',
]

describe('formatPattern', () => {
  it('writes what date-fns writes for every pattern of the app, in every zone', () => {
    for (const timeZone of ZONES)
      for (const instant of INSTANTS)
        for (const pattern of PATTERNS) {
          const date = new Date(instant)
          expect(formatPattern(date, timeZone, pattern), `${pattern} ${instant} ${timeZone}`).toBe(format(new TZDate(date.getTime(), timeZone), pattern))
        }
  })

  it('refuses a token it does not know, so a new pattern cannot print nonsense', () => {
    expect(() => formatPattern(new Date(), 'UTC', 'do MMMM')).toThrow('does not know the token "o"')
  })
})
