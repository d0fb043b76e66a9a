import { describe, expect, it } from 'vitest'
import { excerpt, joinSentences } from '@/lib/format/excerpt'

const bio =
  'Bridal and editorial makeup artist based in Sydney, with ten years of weddings behind me. I work with every skin type and tone. Travel across NSW on request, early starts welcome.'

describe('excerpt', () => {
  it('keeps a short text whole', () => expect(excerpt('Soft glam for brides.', 150)).toBe('Soft glam for brides.'))

  it('ends at the last whole sentence that fits', () => {
    expect(excerpt(bio, 150)).toBe(
      'Bridal and editorial makeup artist based in Sydney, with ten years of weddings behind me. I work with every skin type and tone.',
    )
  })

  it('ends at a whole word with an ellipsis when no sentence fits', () => {
    const result = excerpt('Soft glam, bold editorial looks and airbrush for brides and their bridesmaids all over the city', 40)
    expect(result).toBe('Soft glam, bold editorial looks and…')
    expect(result.length).toBeLessThanOrEqual(40)
  })

  it('cuts a single endless word and marks it', () => {
    const result = excerpt('x'.repeat(300), 150)
    expect(result).toHaveLength(150)
    expect(result.endsWith('…')).toBe(true)
  })
})

describe('joinSentences', () => {
  it('closes a sentence before the next', () =>
    expect(joinSentences('Makeup for brides', 'Rated 4.8 out of 5.')).toBe('Makeup for brides. Rated 4.8 out of 5.'))
  it('keeps an ending that is there', () => expect(joinSentences('Book me…', 'Rated 5.0.')).toBe('Book me… Rated 5.0.'))
  it('leaves out an empty part', () => expect(joinSentences('Hello.', '')).toBe('Hello.'))
})
