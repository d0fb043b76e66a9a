import { describe, expect, it } from 'vitest'
import { initials } from '@/lib/format/initials'

describe('initials', () => {
  it.each([
    ['Sophie Nguyen', 'SN'],
    ['Emily', 'EM'],
    ['  mary   jane  watson ', 'MW'],
    ['', '?'],
    // Emoji are skipped, never cut in half (a lone surrogate drew "G�").
    ['Glow 💄', 'GL'],
    ['💄 Glow Studio ✨', 'GS'],
    ['👩🏽‍🎨 Ava', 'AV'],
    ['🌸✨', '?'],
    // Vietnamese letters with stacked marks stay whole graphemes.
    ['Nguyễn Ánh', 'NÁ'],
    ['ễm', 'ỄM'],
  ])('%s → %s', (name, expected) => expect(initials(name)).toBe(expected))

  it('takes a fallback for names with no letters', () => expect(initials('💄', '★')).toBe('★'))
})
