import { describe, expect, it } from 'vitest'
import { EARLY_START_SLOTS, earlyStartFeeSchema } from '@/lib/weddings/schema'
import { shownError } from '@/lib/ui/shown-error'

describe('the wedding pricing form', () => {
  it('offers only early-start times the schema accepts, from 5:30 am to midday', () => {
    const refused = EARLY_START_SLOTS.filter((slot) => !earlyStartFeeSchema.safeParse({ before: slot.value, feeCents: 5000 }).success)
    expect(refused).toEqual([])
    expect(EARLY_START_SLOTS[0]).toEqual({ value: '05:30', label: '5:30 am' })
    expect(EARLY_START_SLOTS.at(-1)).toEqual({ value: '12:00', label: 'Midday' })
  })

  it('shows no error on a zone just added, only once she has left its field or tried to save', () => {
    expect(shownError('Please name the zone', { touched: undefined, submitted: false })).toBeUndefined()
    expect(shownError('Please name the zone', { touched: true, submitted: false })).toBe('Please name the zone')
    expect(shownError('Please name the zone', { touched: false, submitted: true })).toBe('Please name the zone')
  })
})
