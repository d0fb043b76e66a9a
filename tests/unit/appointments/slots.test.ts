import { describe, expect, it } from 'vitest'
import { endAfterNewStart, endsAfterStart, endsNextDay, minutesFromDate, slotIndex, slotLabel, TIME_SLOTS } from '@/lib/appointments/slots'

describe('time slots', () => {
  it('run every 30 minutes from 5:00 through 04:30 the next day', () => {
    expect(TIME_SLOTS).toHaveLength(48)
    expect(TIME_SLOTS[0]).toEqual({ value: '05:00', label: '5:00 am' })
    expect(TIME_SLOTS[1]).toEqual({ value: '05:30', label: '5:30 am' })
    expect(TIME_SLOTS.at(-1)).toEqual({ value: '04:30', label: '4:30 am' })
    expect(new Set(TIME_SLOTS.map((slot) => slot.value)).size).toBe(48)
  })

  it('label noon Midday and 00:00 Midnight', () => {
    expect(TIME_SLOTS.find((slot) => slot.value === '12:00')?.label).toBe('Midday')
    expect(TIME_SLOTS.find((slot) => slot.value === '00:00')?.label).toBe('Midnight')
    expect(slotLabel('12:30')).toBe('12:30 pm')
    expect(slotLabel('00:30')).toBe('12:30 am')
    expect(slotLabel('23:30')).toBe('11:30 pm')
    expect(TIME_SLOTS.filter((slot) => slot.label === 'Midday' || slot.label === 'Midnight').map((slot) => slot.value)).toEqual(['12:00', '00:00'])
  })

  it('are ordered within the gig day: the small hours come last', () => {
    expect(slotIndex('05:00')).toBe(0)
    expect(slotIndex('23:30')).toBe(37)
    expect(slotIndex('00:00')).toBe(38)
    expect(slotIndex('04:30')).toBe(47)
    expect(TIME_SLOTS.map((slot) => slotIndex(slot.value))).toEqual(Array.from({ length: 48 }, (_, i) => i))
  })
})

describe('an end across midnight', () => {
  it('counts an end at or before the start on the clock as the next day', () => {
    expect(endsAfterStart('22:00', '01:00')).toBe(true)
    expect(endsNextDay('01:00')).toBe(true)
    expect(minutesFromDate('01:00') - minutesFromDate('22:00')).toBe(180)
    expect(endsAfterStart('23:30', '00:00')).toBe(true)
    expect(endsAfterStart('05:00', '04:30')).toBe(true)
  })

  it('refuses an end before or at the start within the gig day', () => {
    expect(endsAfterStart('10:00', '09:00')).toBe(false)
    expect(endsAfterStart('10:00', '10:00')).toBe(false)
    expect(endsAfterStart('01:00', '23:00')).toBe(false)
    expect(endsAfterStart('04:30', '05:00')).toBe(false)
  })

  it('leaves a daytime gig on its own day', () => {
    expect(endsAfterStart('09:00', '11:30')).toBe(true)
    expect(endsNextDay('11:30')).toBe(false)
    expect(endsNextDay('23:30')).toBe(false)
  })
})

describe('the end time when the start moves', () => {
  it('stays while it is still after the start', () => {
    expect(endAfterNewStart({ from: '10:00', to: '13:00' }, '11:00')).toBe('13:00')
  })

  it('moves to keep the gig length, within the day', () => {
    expect(endAfterNewStart({ from: '10:00', to: '12:00' }, '14:00')).toBe('16:00')
    // 10 pm to 1 am, then a 3 am start: three hours would end at 6 am, past the day's last slot.
    expect(endAfterNewStart({ from: '22:00', to: '01:00' }, '03:00')).toBe('04:30')
  })

  it('empties when no slot is left after the start, or there was no end', () => {
    expect(endAfterNewStart({ from: '22:00', to: '01:00' }, '04:30')).toBe('')
    expect(endAfterNewStart({ from: '10:00' }, '11:00')).toBe('')
  })
})
