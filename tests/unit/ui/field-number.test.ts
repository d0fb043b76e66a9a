import { describe, expect, it } from 'vitest'
import { fieldNumber } from '@/components/ui/field-number'

describe('fieldNumber: the mobile field takes over what the plain field stood in for', () => {
  it('keeps a number the field gave (E.164) as it is', () => {
    expect(fieldNumber('+61412345678')).toBe('+61412345678')
    expect(fieldNumber('+447700900123')).toBe('+447700900123')
  })

  it('reads national text as Australian, spaces and all', () => {
    expect(fieldNumber('0412 345 678')).toBe('+61412345678')
    expect(fieldNumber('0412345678')).toBe('+61412345678')
  })

  it('reads international text with spaces or dashes as its own country', () => {
    expect(fieldNumber('+61 412 345 678')).toBe('+61412345678')
    expect(fieldNumber('+44 7700-900123')).toBe('+447700900123')
  })

  it('keeps a number still being typed, as the field does', () => {
    expect(fieldNumber('0412')).toBe('+61412')
  })

  it('gives no number for nothing', () => {
    expect(fieldNumber(undefined)).toBeUndefined()
    expect(fieldNumber('')).toBeUndefined()
  })
})
