import { describe, expect, it } from 'vitest'
import { distinctCovers, groupByLook, lookName, lookOf } from '@/lib/albums/looks'

const photo = (n: number, tags: string[]) => ({ id: `p${n}`, src: `/p${n}.jpg`, tags })

describe('Smart Album looks', () => {
  it('splits run-together hashtags into known words', () => {
    expect(lookOf('softglam')).toBe('soft glam')
    expect(lookOf('smokyeye')).toBe('smoky eye')
    expect(lookOf('skinprep')).toBe('skin prep')
    expect(lookName(lookOf('softglam'))).toBe('Soft Glam')
  })

  it('leaves a tag of unknown words whole', () => {
    expect(lookOf('glowbymia')).toBe('glowbymia')
    expect(lookOf('sydneymua')).toBe('sydneymua')
  })

  it('merges synonyms and plurals into one look', () => {
    expect(['bride', 'bridal', 'brides', 'wedding', 'weddings'].map(lookOf)).toEqual(['bridal', 'bridal', 'bridal', 'bridal', 'bridal'])
    expect(lookOf('bridesmaids')).toBe('bridesmaid')
  })

  it('makes one suggestion of bride and bridal, counting each photo once', () => {
    const looks = groupByLook([photo(1, ['bride', 'bridal']), photo(2, ['bridal']), photo(3, ['brides', 'softglam']), photo(4, ['soft_glam'])])
    expect(looks.map((look) => look.look)).toEqual(['bridal', 'soft glam'])
    expect(looks[0]).toMatchObject({ tags: ['bride', 'bridal', 'brides'], images: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] })
    expect(looks[1].tags).toEqual(['softglam', 'soft_glam'])
  })

  it('gives each suggestion its own cover', () => {
    const shared = [photo(1, []), photo(2, []), photo(3, [])]
    expect(distinctCovers([{ images: shared }, { images: shared }, { images: [photo(2, []), photo(4, [])] }])).toEqual(['/p1.jpg', '/p2.jpg', '/p4.jpg'])
    expect(distinctCovers([{ images: shared }], ['/p1.jpg'])).toEqual(['/p2.jpg'])
    expect(distinctCovers([{ images: [photo(1, [])] }], ['/p1.jpg'])).toEqual(['/p1.jpg'])
  })
})
