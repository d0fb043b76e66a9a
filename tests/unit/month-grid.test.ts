import { format, startOfWeek } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { addMonthsTo, monthWeeks, weekStartOf } from '@/lib/appointments/month-grid'
import { dayWords } from '@/lib/format/day-words'

describe('monthWeeks', () => {
  it('gives Monday-to-Sunday weeks covering the month, the days either side filling them', () => {
    const november = monthWeeks('2026-11')
    expect(november[0][0]).toBe('2026-10-26')
    expect(november.at(-1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(november).toHaveLength(6)
    // February 2027 starts on a Monday and ends on a Sunday: four whole weeks, nothing either side.
    expect(monthWeeks('2027-02').flat()).toEqual(Array.from({ length: 28 }, (_, index) => `2027-02-${String(index + 1).padStart(2, '0')}`))
  })

  it('crosses daylight saving and leap days as plain days', () => {
    expect(monthWeeks('2028-02').flat()).toContain('2028-02-29')
    expect(
      monthWeeks('2026-10')
        .flat()
        .filter((day) => day.startsWith('2026-10')),
    ).toHaveLength(31)
  })
})

describe('addMonthsTo and weekStartOf', () => {
  it('steps months across years both ways', () => {
    expect(addMonthsTo('2026-12', 1)).toBe('2027-01')
    expect(addMonthsTo('2027-01', -1)).toBe('2026-12')
    expect(addMonthsTo('2026-11', -23)).toBe('2024-12')
  })

  it('finds the Monday date-fns finds', () => {
    for (const day of ['2026-11-29', '2026-11-30', '2027-01-01', '2026-04-05', '2026-10-04'])
      expect(weekStartOf(day)).toBe(format(startOfWeek(new Date(`${day}T12:00:00`), { weekStartsOn: 1 }), 'yyyy-MM-dd'))
  })
})

describe('dayWords', () => {
  it('reads a day as date-fns does with "EEEE d MMMM yyyy"', () => {
    expect(dayWords('2026-11-29')).toBe('Sunday 29 November 2026')
    expect(dayWords('2027-01-01')).toBe('Friday 1 January 2027')
  })
})
