import { describe, expect, it } from 'vitest'
import { formatAbn, isValidAbn } from '@/lib/books/abn'

describe('the ABN checksum', () => {
  it('accepts real ABNs, spaced or not', () => {
    // The ATO's own example, and Telstra's.
    expect(isValidAbn('51 824 753 556')).toBe(true)
    expect(isValidAbn('51824753556')).toBe(true)
    expect(isValidAbn('33 051 775 556')).toBe(true)
  })

  it('refuses a changed digit, two digits swapped, and anything that is not 11 digits', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false)
    expect(isValidAbn('15 824 753 556')).toBe(false)
    expect(isValidAbn('5182475355')).toBe(false)
    expect(isValidAbn('518247535561')).toBe(false)
    expect(isValidAbn('51-824-753-556')).toBe(false)
    expect(isValidAbn('')).toBe(false)
  })

  it('is written the ATO’s way', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556')
  })
})
