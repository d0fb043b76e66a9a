import { describe, expect, it } from 'vitest'
import { dayIn } from '@/lib/appointments/dates'
import { monthsOf, periodOf, stepPeriod } from '@/lib/books/periods'

describe('the financial year, in the owner’s time zone', () => {
  it('runs from 1 July to 30 June', () => {
    const year = periodOf('year', '2026-11-29', 'Australia/Sydney')
    expect([year.start, year.end, year.label]).toEqual(['2026-07-01', '2027-07-01', 'FY 2026–27'])
    expect(periodOf('year', '2027-06-30', 'Australia/Sydney').start).toBe('2026-07-01')
    expect(periodOf('year', '2027-07-01', 'Australia/Sydney').start).toBe('2027-07-01')
    expect(periodOf('year', '2026-01-15', 'Australia/Sydney').label).toBe('FY 2025–26')
  })

  it('starts at midnight where she lives, not in UTC', () => {
    const sydney = periodOf('year', '2026-08-01', 'Australia/Sydney')
    // Midnight on 1 July in Sydney (AEST, +10) is 2 pm on 30 June in UTC.
    expect(sydney.startsAt.toISOString()).toBe('2026-06-30T14:00:00.000Z')
    expect(sydney.endsAt.toISOString()).toBe('2027-06-30T14:00:00.000Z')
    const perth = periodOf('year', '2026-08-01', 'Australia/Perth')
    expect(perth.startsAt.toISOString()).toBe('2026-06-30T16:00:00.000Z')
    const auckland = periodOf('year', '2026-08-01', 'Pacific/Auckland')
    expect(auckland.startsAt.toISOString()).toBe('2026-06-30T12:00:00.000Z')
  })

  it('puts a payment at 11:30 pm on 30 June in the year ending, and at 12:30 am on 1 July in the next', () => {
    const late = new Date('2026-06-30T13:30:00Z') // 11:30 pm in Sydney
    const early = new Date('2026-06-30T14:30:00Z') // 12:30 am on 1 July in Sydney
    const ending = periodOf('year', '2026-06-01', 'Australia/Sydney')
    const next = stepPeriod(ending, 1, 'Australia/Sydney')
    expect(late >= ending.startsAt && late < ending.endsAt).toBe(true)
    expect(early >= next.startsAt && early < next.endsAt).toBe(true)
    expect(dayIn('Australia/Sydney', early)).toBe('2026-07-01')
  })
})

describe('quarters and months', () => {
  it('are the BAS quarters', () => {
    expect(periodOf('quarter', '2026-11-29', 'Australia/Sydney')).toMatchObject({ start: '2026-10-01', end: '2027-01-01', label: 'Oct–Dec 2026' })
    expect(periodOf('quarter', '2026-07-01', 'Australia/Sydney')).toMatchObject({ start: '2026-07-01', end: '2026-10-01', label: 'Jul–Sep 2026' })
    expect(periodOf('quarter', '2027-03-31', 'Australia/Sydney').start).toBe('2027-01-01')
    expect(monthsOf(periodOf('quarter', '2026-11-29', 'Australia/Sydney'))).toEqual(['2026-10-01', '2026-11-01', '2026-12-01'])
  })

  it('step back and forth, across a summer-time change', () => {
    const november = periodOf('month', '2026-11-29', 'Australia/Sydney')
    expect(november.label).toBe('November 2026')
    // Sydney is on summer time (+11) in November.
    expect(november.startsAt.toISOString()).toBe('2026-10-31T13:00:00.000Z')
    expect(stepPeriod(november, -1, 'Australia/Sydney').start).toBe('2026-10-01')
    expect(stepPeriod(november, 1, 'Australia/Sydney').start).toBe('2026-12-01')
    expect(monthsOf(periodOf('year', '2026-11-29', 'Australia/Sydney'))).toHaveLength(12)
  })
})
