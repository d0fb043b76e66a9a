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
    // The same letters typed as a base letter and combining marks; Korean typed as jamo; a flag and a keycap.
    ['Nguye\u0302\u0303n A\u0301nh', 'NA\u0301'],
    ['e\u0302\u0303m', 'E\u0302\u0303M'],
    ['\u1112\u1161\u11ab \u1100\u1161', '\u1112\u1161\u11ab\u1100\u1161'],
    ['🇦🇺 Glow', 'GL'],
    ['Studio 1\ufe0f\u20e3', 'S1\ufe0f\u20e3'],
  ])('%s → %s', (name, expected) => expect(initials(name)).toBe(expected))

  it('takes a fallback for names with no letters', () => expect(initials('💄', '★')).toBe('★'))
})
