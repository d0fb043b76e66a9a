import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { ownerToday, pickerMonths } from '@/lib/ui/picker-months'

const day = (date: Date) => format(date, 'yyyy-MM-dd')

describe('the date picker', () => {
  it("takes today from the owner's time zone, not the device's or UTC", () => {
    // 1 am on 30 November in Sydney is still the 29th in UTC and in Perth.
    const now = new Date('2026-11-29T14:00:00Z')
    expect(ownerToday('Australia/Sydney', now)).toBe('2026-11-30')
    expect(ownerToday('Australia/Perth', now)).toBe('2026-11-29')
    expect(day(pickerMonths({ today: ownerToday('Australia/Sydney', now) }).today)).toBe('2026-11-30')
  })

  it("opens on the chosen day's month, else the first month that can be picked, else today's", () => {
    expect(day(pickerMonths({ today: '2026-11-30', value: '2027-03-14' }).defaultMonth)).toBe('2027-03-01')
    expect(day(pickerMonths({ today: '2026-11-30', disabledBefore: '2027-01-05' }).defaultMonth)).toBe('2027-01-01')
    expect(day(pickerMonths({ today: '2026-11-30' }).defaultMonth)).toBe('2026-11-01')
  })

  it('lets the month and year menus reach back to the first day that can be picked and years ahead', () => {
    const months = pickerMonths({ today: '2026-11-30', disabledBefore: '2026-11-30' })
    expect(day(months.startMonth)).toBe('2026-11-01')
    expect(day(months.endMonth)).toBe('2031-11-01')
    // A payment's date can be long past; a day chosen beyond the menus still shows in them.
    expect(day(pickerMonths({ today: '2026-11-30' }).startMonth)).toBe('2016-11-01')
    expect(day(pickerMonths({ today: '2026-11-30', value: '2040-06-01' }).endMonth)).toBe('2040-06-01')
  })
})
