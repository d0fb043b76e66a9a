import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countLines, fitText } from '@/lib/cards/fit-text'

const box = { width: 390, height: 178, maxSize: 30, minSize: 15, lineHeight: 1.3, em: 0.54 }

describe('fitting a comment to its box', () => {
  it('keeps a short comment large', () => {
    expect(fitText('Amazing!', box)).toMatchObject({ text: 'Amazing!', fontSize: 30 })
  })

  it('shrinks a longer comment before cutting it', () => {
    const fitted = fitText('Mia did my bridal makeup and I have never felt more like myself, just glowing. It lasted through tears and dancing.', box)
    expect(fitted.fontSize).toBeLessThan(30)
    expect(fitted.text.endsWith('…')).toBe(false)
  })

  it('cuts a comment too long even at the smallest size at a word, with an ellipsis', () => {
    const long = 'So happy with everything from the trial to the big day. '.repeat(20)
    const fitted = fitText(long, box)
    expect(fitted.fontSize).toBe(15)
    expect(fitted.text.endsWith('…')).toBe(true)
    expect(long.startsWith(fitted.text.slice(0, -1))).toBe(true)
  })

  it('never answers more lines than the box holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 1500 }), (text) => {
        const fitted = fitText(text, box)
        expect(countLines(fitted.text, box.width, fitted.fontSize, box.em)).toBeLessThanOrEqual(fitted.maxLines)
        expect(fitted.maxLines * fitted.fontSize * fitted.lineHeight).toBeLessThanOrEqual(box.height)
      }),
    )
  })
})
