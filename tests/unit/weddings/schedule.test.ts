import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { toDbDate } from '@/lib/appointments/dates'
import { gigTimeline } from '@/lib/appointments/gig-timeline'
import type { Quote } from '@/lib/generated/prisma/client'
import { quoteState, serviceLinesOf, termsFor } from '@/lib/weddings/quote-state'
import { slotsAround, weddingSchedule, type ScheduleInput } from '@/lib/weddings/schedule'
import type { FeeRules, PartyRow } from '@/lib/weddings/schema'
import { gigRow } from '../appointments/fixtures'

const row = (role: string, count: number, durationMinutes: number, priceCents = 20000): PartyRow => ({
  role,
  service: 'Makeup',
  count,
  minCount: count,
  maxCount: count,
  priceCents,
  durationMinutes,
})

// 8 faces: the bride 1 h 30, six bridesmaids 45 min, her mother 30 min: 6 h 30 of work.
const EIGHT_FACES = [row('Bride', 1, 90, 45000), row('Bridesmaids', 6, 45, 18000), row('Mother of the bride', 1, 30, 12000)]
const FEES = [
  { before: '06:00', feeCents: 5000 },
  { before: '05:30', feeCents: 10000 },
]

const day = (extra: Partial<ScheduleInput> = {}): ScheduleInput => ({
  date: '2027-03-20',
  readyBy: '10:30',
  party: EIGHT_FACES,
  artistCount: 1,
  bufferMinutes: 0,
  timeZone: 'Australia/Sydney',
  earlyStartFees: FEES,
  ...extra,
})

describe('a wedding’s schedule', () => {
  it('warns when 8 faces do not fit one artist’s morning, with the start they need', () => {
    const schedule = weddingSchedule(day())!
    expect(schedule).toMatchObject({ start: '04:00', faces: 8, minutes: 390, earlyStartFee: FEES[1] })
    expect(schedule.warning).toBe('8 faces need 6 h 30 with 1 artist: start 4:00 am, or add an artist')
  })

  it('fits with a second artist, who shares the party out: no warning, the start and its fee follow', () => {
    const schedule = weddingSchedule(day({ artistCount: 2 }))!
    // Bride first to artist 1, then the longest sittings each to the lighter day: 210 and 180 minutes.
    expect(schedule).toMatchObject({ start: '07:00', minutes: 210, earlyStartFee: null, warning: null })
    expect(new Set(schedule.timeline.sittings.map((sitting) => sitting.artist))).toEqual(new Set([1, 2]))
  })

  it('counts the buffer between sitters', () => {
    const schedule = weddingSchedule(day({ artistCount: 2, bufferMinutes: 10 }))!
    // Artist 1: the bride, two bridesmaids and the mother (210 minutes) and 3 breaks of 10 minutes.
    expect(schedule).toMatchObject({ start: '06:30', minutes: 240, earlyStartFee: null })
  })

  it.each([
    ['07:00', '05:30', FEES[0]],
    ['06:45', '05:15', FEES[1]],
    ['07:30', '06:00', null],
    ['07:29', '05:59', FEES[0]],
  ])('ready by %s with 1 h 30 starts %s: the fee across the 5:30 and 6:00 boundaries', (readyBy, start, fee) => {
    const schedule = weddingSchedule(day({ readyBy, party: [row('Bride', 1, 90)] }))!
    expect(schedule.start).toBe(start)
    expect(schedule.earlyStartFee).toEqual(fee)
    expect(schedule.warning).toBeNull()
  })

  it('times the day on the owner’s clock, wherever the server runs', () => {
    const sydney = weddingSchedule(day({ artistCount: 2 }))!
    const newYork = weddingSchedule(day({ artistCount: 2, timeZone: 'America/New_York' }))!
    expect(newYork.start).toBe(sydney.start)
    expect(sydney.timeline.start.at).toBe('2027-03-19T20:00:00.000Z')
    expect(newYork.timeline.start.at).toBe('2027-03-20T11:00:00.000Z')
  })

  it('on the day Sydney’s clocks go forward, works in real minutes: 6 h 30 before 8:00 am is 12:30 am', () => {
    const schedule = weddingSchedule(day({ date: '2026-10-04', readyBy: '08:00' }))!
    expect(schedule).toMatchObject({ start: '00:30', minutes: 390, earlyStartFee: FEES[1] })
    expect(schedule.warning).toBe('8 faces need 6 h 30 with 1 artist: start 12:30 am, or add an artist')
  })

  it('has no schedule while nobody is booked', () => {
    expect(weddingSchedule(day({ party: [row('Bride', 0, 90)] }))).toBeNull()
  })

  it('keeps the gig’s slots on the day: from 5:00 am at the earliest, to ready-by’s slot', () => {
    expect(slotsAround({ start: '07:15', readyBy: '10:20' })).toEqual({ timeFrom: '07:00', timeTo: '10:30' })
    expect(slotsAround({ start: '04:00', readyBy: '10:30' })).toEqual({ timeFrom: '05:00', timeTo: '10:30' })
  })
})

const RULES: FeeRules = { travel: { freeWithinKm: 0, perKmCents: 0, freeSuburbs: [], zones: [] }, earlyStartFees: FEES, minimumTotalCents: 0 }

const storedQuote = (party: PartyRow[]): Quote => ({
  id: 'quote-1',
  userId: 'owner-1',
  appointmentId: 'gig-1',
  party,
  trial: null,
  trialAppointmentId: null,
  travel: { kind: 'none' },
  parkingCents: 0,
  feeRules: RULES,
  retainer: { kind: 'percent', percent: 30 },
  retainerRefundable: false,
  balanceDue: { kind: 'onTheDay' },
  cancellationTiers: DEFAULT_CANCELLATION_TIERS,
  notes: null,
  terms: null,
  version: 1,
  contractWording: 2,
  sentAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
})

describe('the quote, the contract and the timeline agree', () => {
  it.each([1, 2])('with %i artist(s): one start, one fee, everywhere', (artistCount) => {
    // The gig asks for 5:30 (as the bride once signed), but the party is what times the day.
    const gig = gigRow({ date: toDbDate('2027-03-20'), timeFrom: '05:30', timeTo: '10:30', readyBy: '10:30', artistCount, bufferMinutes: 0 })
    const quote = storedQuote(EIGHT_FACES)
    const state = quoteState(quote, gig, 'Australia/Sydney')
    const schedule = weddingSchedule(day({ artistCount }))!
    const timeline = gigTimeline({ ...gig, services: serviceLinesOf(state) }, { timeZone: 'Australia/Sydney', earlyStartFees: RULES.earlyStartFees })!

    expect(state.time).toEqual({ from: schedule.start, to: '10:30' })
    expect(timeline.start).toEqual(schedule.timeline.start)
    expect(timeline.earlyStartFee).toEqual(schedule.earlyStartFee)
    const early = state.lines.find((line) => line.kind === 'earlyStart')
    expect(early?.cents ?? 0).toBe(schedule.earlyStartFee?.feeCents ?? 0)
    expect(termsFor(state, gig, 'Glow Bridal').text).toContain(
      artistCount === 1 ? 'makeup from 4:00 am, everyone ready by 10:30 am' : 'makeup from 7:00 am, everyone ready by 10:30 am',
    )
  })

  it('before a ready-by was set, takes the gig’s end as ready-by', () => {
    const state = quoteState(storedQuote([row('Bride', 1, 90)]), gigRow({ timeFrom: '05:30', timeTo: '07:00', readyBy: null }), 'Australia/Sydney')
    expect(state.time).toEqual({ from: '05:30', to: '07:00' })
    expect(state.lines.find((line) => line.kind === 'earlyStart')?.cents).toBe(5000)
  })
})
