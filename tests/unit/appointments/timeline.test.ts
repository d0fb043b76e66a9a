// The day-of timeline: who sits when before ready-by, the bride last, shared between artists so the day
// starts as late as it can, in the owner's time zone (across midnight and on the days the clocks change),
// and the early-start fee the start falls under.
import { describe, expect, it } from 'vitest'
import type { DayTimeline } from '@/lib/appointments/response-schema'
import { computeDayTimeline, isBrideLine, startBeforeRequested, type TimelineInput, type TimelineLine } from '@/lib/appointments/timeline'

const SYDNEY = 'Australia/Sydney'
const timeline = (input: Partial<TimelineInput> & { lines: TimelineLine[] }) =>
  computeDayTimeline({ date: '2026-12-12', readyBy: '09:00', artistCount: 1, timeZone: SYDNEY, ...input })!
/** "Person start–end (artist)", in the order they start. */
const plan = (result: DayTimeline) => result.sittings.map((sitting) => `${sitting.person} ${sitting.start.time}–${sitting.end.time} (${sitting.artist})`)

const bride = { title: 'Bride', subTitle: 'Bridal makeup and hair', durationMinutes: 90 }
const bridesmaids = (count: number, durationMinutes = 45) => ({ title: 'Bridesmaid', subTitle: 'Soft glam', count, durationMinutes })

describe('computeDayTimeline', () => {
  it('works back from ready-by with one artist, the party in the order entered and the bride last', () => {
    const result = timeline({ lines: [bride, bridesmaids(2), { title: 'Mother of the bride', subTitle: 'Classic', durationMinutes: 30 }] })
    expect(plan(result)).toEqual([
      'Bridesmaid 1 05:30–06:15 (1)',
      'Bridesmaid 2 06:15–07:00 (1)',
      'Mother of the bride 07:00–07:30 (1)',
      'Bride 07:30–09:00 (1)',
    ])
    // Sydney is on summer time (UTC+11) in December.
    expect(result.start).toEqual({ day: '2026-12-12', time: '05:30', at: '2026-12-11T18:30:00.000Z' })
    expect(result.readyBy).toEqual({ day: '2026-12-12', time: '09:00', at: '2026-12-11T22:00:00.000Z' })
    expect(result.sittings[3]).toMatchObject({
      person: 'Bride',
      service: 'Bridal makeup and hair',
      artist: 1,
      minutes: 90,
      end: { at: '2026-12-11T22:00:00.000Z' },
    })
    expect(result.startsDayBefore).toBe(false)
    expect(result.untimed).toEqual([])
    expect(result.earlyStartFee).toBeNull()
  })

  it('starts the day before when ready-by is early: ready by 01:00 with 3 hours of work starts at 22:00', () => {
    const result = timeline({
      readyBy: '01:00',
      lines: [
        { ...bride, durationMinutes: 120 },
        { title: 'Friend', subTitle: 'Evening glam', durationMinutes: 60 },
      ],
    })
    expect(result.start).toEqual({ day: '2026-12-11', time: '22:00', at: '2026-12-11T11:00:00.000Z' })
    expect(result.startsDayBefore).toBe(true)
    expect(plan(result)).toEqual(['Friend 22:00–23:00 (1)', 'Bride 23:00–01:00 (1)'])
    expect(result.sittings[1].start.day).toBe('2026-12-11')
    expect(result.sittings[1].end.day).toBe('2026-12-12')
  })

  it('shares the party between 2 artists so both finish at ready-by and the day starts as late as it can', () => {
    const alone = timeline({ readyBy: '10:00', lines: [bride, bridesmaids(4)] })
    expect(alone.start.time).toBe('05:30')
    const two = timeline({ readyBy: '10:00', lines: [bride, bridesmaids(4)], artistCount: 2 })
    // 90 + 4 × 45 = 270 minutes of work, split 135 and 135.
    expect(two.start.time).toBe('07:45')
    expect(plan(two)).toEqual([
      'Bridesmaid 3 07:45–08:30 (1)',
      'Bridesmaid 1 07:45–08:30 (2)',
      'Bride 08:30–10:00 (1)',
      'Bridesmaid 2 08:30–09:15 (2)',
      'Bridesmaid 4 09:15–10:00 (2)',
    ])
    for (const artist of [1, 2]) expect(two.sittings.filter((sitting) => sitting.artist === artist).at(-1)!.end.time).toBe('10:00')
    expect(two.artistCount).toBe(2)
  })

  it('puts the longest sittings first to the artist with the least work (60, 50, 40, 30 split 90 and 90)', () => {
    const lines = [60, 50, 40, 30].map((durationMinutes, index) => ({ title: `Guest ${String.fromCharCode(65 + index)}`, subTitle: 'Makeup', durationMinutes }))
    const result = timeline({ readyBy: '12:00', lines, artistCount: 2 })
    expect(result.start.time).toBe('10:30')
    expect(plan(result)).toEqual(['Guest A 10:30–11:30 (1)', 'Guest B 10:30–11:20 (2)', 'Guest C 11:20–12:00 (2)', 'Guest D 11:30–12:00 (1)'])
  })

  it('leaves the buffer between two sitters of an artist, never after the last', () => {
    const result = timeline({ lines: [{ ...bride, durationMinutes: 60 }, bridesmaids(2, 30)], bufferMinutes: 15 })
    expect(plan(result)).toEqual(['Bridesmaid 1 06:30–07:00 (1)', 'Bridesmaid 2 07:15–07:45 (1)', 'Bride 08:00–09:00 (1)'])
    expect(result.start.time).toBe('06:30')
  })

  it('lets an artist finish with each bride when there are two, and with more artists than people leaves the rest free', () => {
    const lines = [
      { title: 'Bride – Mia', subTitle: 'Bridal', durationMinutes: 60 },
      bridesmaids(1, 30),
      { title: 'Bride – Lily', subTitle: 'Bridal', durationMinutes: 60 },
    ]
    const result = timeline({ lines, artistCount: 2 })
    expect(plan(result)).toEqual(['Bridesmaid 07:30–08:00 (1)', 'Bride – Mia 08:00–09:00 (1)', 'Bride – Lily 08:00–09:00 (2)'])
    expect(plan(timeline({ lines, artistCount: 6 }))).toEqual(['Bride – Mia 08:00–09:00 (1)', 'Bride – Lily 08:00–09:00 (2)', 'Bridesmaid 08:30–09:00 (3)'])
  })

  it('numbers people who share a who across lines, and names one person by the who alone', () => {
    const result = timeline({
      lines: [
        { title: 'Flower girl', subTitle: 'Glitter', durationMinutes: 15 },
        { title: 'Bridesmaid', subTitle: 'Soft glam', durationMinutes: 30 },
        { title: 'bridesmaid ', subTitle: 'Updo', durationMinutes: 30 },
      ],
    })
    expect(result.sittings.map((sitting) => `${sitting.person}: ${sitting.service}`)).toEqual([
      'Flower girl: Glitter',
      'Bridesmaid 1: Soft glam',
      'bridesmaid 2: Updo',
    ])
  })

  describe('in the owner’s time zone', () => {
    it('reads the same clock in Perth and Sydney, at different instants', () => {
      const perth = timeline({ lines: [bride], timeZone: 'Australia/Perth' })
      const sydney = timeline({ lines: [bride] })
      expect(perth.start.time).toBe(sydney.start.time)
      expect(perth.start.at).toBe('2026-12-11T23:30:00.000Z')
      expect(sydney.start.at).toBe('2026-12-11T20:30:00.000Z')
    })

    it('counts real minutes on the day Sydney’s clocks go forward: 3 hours before 05:00 is 01:00', () => {
      const result = timeline({ date: '2026-10-04', readyBy: '05:00', lines: [{ ...bride, durationMinutes: 180 }] })
      expect(result.start).toEqual({ day: '2026-10-04', time: '01:00', at: '2026-10-03T15:00:00.000Z' })
      expect(result.readyBy).toEqual({ day: '2026-10-04', time: '05:00', at: '2026-10-03T18:00:00.000Z' })
    })

    it('and on the day they go back: 4 hours before 05:00 is 02:00, the hour that repeats', () => {
      const result = timeline({ date: '2026-04-05', readyBy: '05:00', lines: [bridesmaids(2, 60), { ...bride, durationMinutes: 120 }] })
      expect(result.start).toEqual({ day: '2026-04-05', time: '02:00', at: '2026-04-04T15:00:00.000Z' })
      expect(plan(result)).toEqual(['Bridesmaid 1 02:00–02:00 (1)', 'Bridesmaid 2 02:00–03:00 (1)', 'Bride 03:00–05:00 (1)'])
    })
  })

  describe('early-start fees', () => {
    const fees = [
      { before: '07:00', feeCents: 5000 },
      { before: '06:00', feeCents: 10000 },
    ]
    const startingAt = (readyBy: string, date = '2026-12-12') => timeline({ date, readyBy, lines: [bride], earlyStartFees: fees }).earlyStartFee

    it('picks the highest fee whose time the start is before', () => {
      expect(startingAt('07:00')).toEqual({ before: '06:00', feeCents: 10000 }) // starts 5:30
      expect(startingAt('08:00')).toEqual({ before: '07:00', feeCents: 5000 }) // starts 6:30
      expect(startingAt('07:30')).toEqual({ before: '07:00', feeCents: 5000 }) // starts 6:00: not before 6:00
      expect(startingAt('08:30')).toBeNull() // starts 7:00
    })

    it('counts a start on the day before as earlier than any', () => {
      expect(startingAt('00:30')).toEqual({ before: '06:00', feeCents: 10000 }) // starts 23:00 the day before
    })

    it('charges nothing without rules', () => {
      expect(timeline({ readyBy: '05:00', lines: [bride] }).earlyStartFee).toBeNull()
    })
  })

  describe('services without a duration', () => {
    it('gives no timeline when no line has one', () => {
      expect(
        computeDayTimeline({
          date: '2026-12-12',
          readyBy: '09:00',
          lines: [
            { title: 'Bride', subTitle: 'Bridal' },
            { title: 'Bridesmaid', subTitle: 'Soft glam', count: 2 },
          ],
          artistCount: 2,
          timeZone: SYDNEY,
        }),
      ).toBeNull()
    })

    it('times the others and lists the untimed ones, with how many people', () => {
      const result = timeline({ lines: [bride, { title: 'Flower girl', subTitle: 'Glitter', count: 2 }, { title: 'Dad', subTitle: 'Powder' }] })
      expect(plan(result)).toEqual(['Bride 07:30–09:00 (1)'])
      expect(result.untimed).toEqual([
        { title: 'Flower girl', service: 'Glitter', people: 2 },
        { title: 'Dad', service: 'Powder', people: 1 },
      ])
    })
  })

  it('refuses no artists', () => {
    expect(() => timeline({ lines: [bride], artistCount: 0 })).toThrow(RangeError)
  })
})

describe('isBrideLine', () => {
  it.each([
    ['Bride', true],
    ['bride', true],
    ['Bride – Sarah', true],
    ['The bride', true],
    ['Bridal', true],
    ['Bridesmaid', false],
    ['Mother of the bride', false],
    ['Sarah', false],
  ])('%s: %s', (title, expected) => {
    expect(isBrideLine({ title, subTitle: 'Makeup' })).toBe(expected)
  })

  it('knows the bride by the service menu’s category', () => {
    expect(isBrideLine({ title: 'Sarah', subTitle: 'Makeup', category: 'bridal' })).toBe(true)
    expect(isBrideLine({ title: 'Sarah', subTitle: 'Makeup', category: 'bridesmaid' })).toBe(false)
  })
})

describe('startBeforeRequested: when the owner must really be there', () => {
  const gig = (from: string, input: Partial<TimelineInput> = {}) => ({
    date: '2026-12-12',
    time: { from },
    timeline: computeDayTimeline({ date: '2026-12-12', readyBy: '09:00', artistCount: 1, timeZone: SYDNEY, lines: [bride, bridesmaids(2)], ...input }),
  })

  it('is the first sitting when it starts before the requested time', () => {
    // 90 + 2 × 45 minutes before 09:00: 06:00, an hour before the 07:00 asked for.
    expect(startBeforeRequested(gig('07:00'), SYDNEY)).toEqual({ day: '2026-12-12', time: '06:00', at: '2026-12-11T19:00:00.000Z' })
  })

  it('is null when the timeline starts at or after the requested time, or there is no timeline', () => {
    expect(startBeforeRequested(gig('06:00'), SYDNEY)).toBeNull()
    expect(startBeforeRequested(gig('05:30'), SYDNEY)).toBeNull()
    expect(startBeforeRequested({ date: '2026-12-12', time: { from: '07:00' }, timeline: null }, SYDNEY)).toBeNull()
  })

  it('reads across midnight: a start the evening before comes before the earliest "from" of the date', () => {
    expect(startBeforeRequested(gig('05:00', { readyBy: '01:00' }), SYDNEY)).toMatchObject({ day: '2026-12-11', time: '22:00' })
  })
})
