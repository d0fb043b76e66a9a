import { describe, expect, it } from 'vitest'
import { freeSlots, lastBookableDay, occupiedBy, type Busy, type SlotRules, type SlotService } from '@/lib/availability/slots'
import { instantAt } from '@/lib/availability/zoned'

const SYDNEY = 'Australia/Sydney'
const HOUR = 3_600_000
const at = (iso: string) => Date.parse(iso)
/** A Sydney wall-clock time as an instant. */
const sydney = (day: string, time: string) => instantAt(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), SYDNEY) as number

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: SYDNEY,
  // Tuesday: two ranges; Sunday: the small hours, for the daylight-saving days.
  hours: {
    '2': [
      { from: '09:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ],
    '6': [{ from: '07:00', to: '12:00' }],
  },
  minNoticeMinutes: 0,
  bookAheadMonths: 18,
  ...overrides,
})
const hourLong: SlotService = { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }
// Tuesday 1 December 2026 (AEDT, UTC+11); "now" is the Monday before.
const TUESDAY = '2026-12-01'
const NOW = at('2026-11-29T00:00:00Z')

function startsOn(
  day: string,
  options: { rules?: SlotRules; service?: SlotService; travelMinutes?: number; busy?: Busy[]; now?: number; today?: string } = {},
) {
  const [found] = freeSlots({
    rules: options.rules ?? rules(),
    service: options.service ?? hourLong,
    travelMinutes: options.travelMinutes ?? 0,
    busy: options.busy ?? [],
    from: day,
    to: day,
    today: options.today ?? '2026-11-29',
    now: options.now ?? NOW,
  })
  return found.slots.map((slot) => `${String(Math.floor(slot.minutes / 60)).padStart(2, '0')}:${String(slot.minutes % 60).padStart(2, '0')}`)
}

describe('free slots', () => {
  it('offers every half hour of each range the service fits in, and nothing between two ranges', () => {
    expect(startsOn(TUESDAY)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00'])
    expect(startsOn('2026-12-02')).toEqual([])
  })

  it('keeps the service’s buffers clear of other bookings', () => {
    const gig = { start: sydney(TUESDAY, '11:00'), end: sydney(TUESDAY, '12:00') }
    const buffered = { durationMinutes: 60, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 }
    // 9:30 ends at 10:30, its 30 minutes after run to 11:00: fine; 10:00 would run into the gig.
    expect(startsOn(TUESDAY, { service: buffered, busy: [gig] }).slice(0, 3)).toEqual(['09:00', '09:30', '13:00'])
    expect(occupiedBy(sydney(TUESDAY, '09:30'), buffered, 0)).toEqual({ start: sydney(TUESDAY, '09:15'), end: sydney(TUESDAY, '11:00') })
  })

  it('adds the zone’s travel before and after: a 7 am job in a far zone blocks from 6 am', () => {
    const saturday = '2026-12-05'
    const early = { start: sydney(saturday, '05:00'), end: sydney(saturday, '06:30') }
    expect(startsOn(saturday, { busy: [early] })[0]).toBe('07:00')
    expect(startsOn(saturday, { busy: [early], travelMinutes: 60 })[0]).toBe('07:30')
    expect(occupiedBy(sydney(saturday, '07:00'), hourLong, 60)).toEqual({ start: sydney(saturday, '06:00'), end: sydney(saturday, '09:00') })
    // The drive home counts too: with an hour each way, 8:30 (home by 10:30) is the last start before a 10:30 gig.
    const later = { start: sydney(saturday, '10:30'), end: sydney(saturday, '11:00') }
    expect(startsOn(saturday, { busy: [later], travelMinutes: 60 })).toEqual(['07:00', '07:30', '08:00', '08:30'])
  })

  it('gives her the minimum notice', () => {
    // 9:45 am on the Monday in Sydney, 24 hours' notice: Tuesday from 10:00.
    const now = sydney('2026-11-30', '09:45')
    expect(startsOn(TUESDAY, { rules: rules({ minNoticeMinutes: 24 * 60 }), now, today: '2026-11-30' })[0]).toBe('10:00')
  })

  it('offers nothing past the booking window, nor before today', () => {
    expect(lastBookableDay('2026-11-29', 18)).toBe('2028-05-29')
    expect(lastBookableDay('2026-08-31', 6)).toBe('2027-02-28')
    const window = rules({ bookAheadMonths: 1, hours: { '2': [{ from: '09:00', to: '10:00' }], '3': [{ from: '09:00', to: '10:00' }] } })
    expect(startsOn('2026-12-29', { rules: window })).toEqual(['09:00'])
    expect(startsOn('2026-12-30', { rules: window })).toEqual([])
    expect(startsOn('2026-11-24', { rules: window })).toEqual([])
  })

  it('skips times held while a client pays, blocked times and her other calendar’s events alike', () => {
    const hold = { start: sydney(TUESDAY, '09:00'), end: sydney(TUESDAY, '10:00') }
    const external = { start: sydney(TUESDAY, '13:15'), end: sydney(TUESDAY, '13:45') }
    const dayOff = { start: sydney('2026-12-08', '00:00'), end: sydney('2026-12-09', '00:00') }
    expect(startsOn(TUESDAY, { busy: [external, hold] })).toEqual(['10:00', '10:30', '11:00', '14:00', '14:30', '15:00', '15:30', '16:00'])
    expect(startsOn('2026-12-08', { busy: [dayOff] })).toEqual([])
    // A long block starting earlier than shorter ones still counts.
    const week = { start: sydney('2026-11-30', '00:00'), end: sydney('2026-12-07', '00:00') }
    expect(startsOn(TUESDAY, { busy: [week, { start: sydney(TUESDAY, '16:00'), end: sydney(TUESDAY, '16:30') }] })).toEqual([])
  })

  it('has no missing or doubled starts when Sydney’s clocks go forward (first Sunday of October)', () => {
    const sunday = '2026-10-04'
    const night = rules({
      hours: {
        '0': [
          { from: '01:00', to: '04:30' },
          { from: '09:00', to: '12:00' },
        ],
      },
    })
    const [found] = freeSlots({
      rules: night,
      service: { ...hourLong, durationMinutes: 30 },
      travelMinutes: 0,
      busy: [],
      from: sunday,
      to: sunday,
      today: '2026-09-01',
      now: at('2026-09-01T00:00:00Z'),
    })
    const starts = found.slots.map((slot) => new Date(slot.start).toISOString())
    // 2:00 and 2:30 never happen that night: 1:30 am AEST is followed half an hour later by 3:00 am AEDT.
    expect(starts.slice(0, 5)).toEqual([
      '2026-10-03T15:00:00.000Z',
      '2026-10-03T15:30:00.000Z',
      '2026-10-03T16:00:00.000Z',
      '2026-10-03T16:30:00.000Z',
      '2026-10-03T17:00:00.000Z',
    ])
    expect(found.slots.slice(0, 5).map((slot) => slot.minutes / 60)).toEqual([1, 1.5, 3, 3.5, 4])
    expect(new Set(starts).size).toBe(starts.length)
    // The morning is in daylight time: 9:00 am is 22:00 UTC.
    expect(starts[5]).toBe('2026-10-03T22:00:00.000Z')
    expect(found.slots).toHaveLength(5 + 6)
  })

  it('has no missing or doubled starts when Sydney’s clocks go back (first Sunday of April)', () => {
    const sunday = '2026-04-05'
    const night = rules({
      hours: {
        '0': [
          { from: '01:00', to: '04:00' },
          { from: '09:00', to: '17:00' },
        ],
      },
    })
    const [found] = freeSlots({
      rules: night,
      service: { ...hourLong, durationMinutes: 30 },
      travelMinutes: 0,
      busy: [],
      from: sunday,
      to: sunday,
      today: '2026-03-01',
      now: at('2026-03-01T00:00:00Z'),
    })
    const wallTimes = found.slots.map((slot) => slot.minutes)
    const starts = found.slots.map((slot) => slot.start)
    // Each wall-clock half hour once (2:00 and 2:30 happen twice; they are offered once), every start its own instant.
    expect(wallTimes.slice(0, 6)).toEqual([60, 90, 120, 150, 180, 210])
    expect(new Set(starts).size).toBe(starts.length)
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
    // The day is in standard time after 3 am: 9:00 am is 23:00 UTC, and 16 starts from 9:00 to 4:30 pm.
    expect(new Date(starts[6]).toISOString()).toBe('2026-04-04T23:00:00.000Z')
    expect(found.slots).toHaveLength(6 + 16)
  })

  it('computes days across a change of offset at the same wall-clock times', () => {
    const saturdays = freeSlots({
      rules: rules({ hours: { '6': [{ from: '09:00', to: '10:00' }] } }),
      service: hourLong,
      travelMinutes: 0,
      busy: [],
      from: '2026-09-26',
      to: '2026-10-10',
      today: '2026-09-01',
      now: at('2026-09-01T00:00:00Z'),
    }).filter((day) => day.slots.length)
    expect(saturdays.map((day) => new Date(day.slots[0].start).toISOString())).toEqual([
      '2026-09-25T23:00:00.000Z',
      '2026-10-02T23:00:00.000Z',
      '2026-10-09T22:00:00.000Z',
    ])
    expect(saturdays[2].slots[0].start - saturdays[1].slots[0].start).toBe(7 * 24 * HOUR - HOUR)
  })
})
