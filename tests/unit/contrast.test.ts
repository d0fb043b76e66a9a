import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contrast, readableOn, textOn } from '@/lib/themes/contrast'

describe('colour contrast', () => {
  it('knows black on white', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0)
  })

  it('darkens iOS blue just enough to read on white', () => {
    expect(contrast('#007aff', '#ffffff')).toBeLessThan(4.5)
    const fixed = readableOn('#007aff', '#ffffff')
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('always reaches AA for any colour on white and on black', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const colour = `#${n.toString(16).padStart(6, '0')}`
        expect(contrast(readableOn(colour, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
        expect(contrast(readableOn(colour, '#0c0a09'), '#0c0a09')).toBeGreaterThanOrEqual(4.5)
        expect(contrast(textOn(readableOn(colour, '#ffffff')), readableOn(colour, '#ffffff'))).toBeGreaterThanOrEqual(4.5)
      }),
    )
  })
})
