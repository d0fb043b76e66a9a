// Making an Intl.Segmenter loads its language data (about 60 ms at the 4x slowdown of a mid-range phone,
// measured by `npm run bench:main-thread`), so it is made only for a word whose letters may span several
// code points; every other word's graphemes are its code points.
let graphemes: Intl.Segmenter | undefined

/** Combining marks, joiners, variation selectors and Hangul jamo: where one grapheme is several code points. */
const MULTI_CODE_POINT = /[\p{M}\u200c\u200d\ufe00-\ufe0f\u1100-\u11ff]/u

/** The letters of a word as a person sees them ("Ễ" stays one), skipping emoji and punctuation. */
function letters(word: string): string[] {
  const segments = MULTI_CODE_POINT.test(word)
    ? Array.from((graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(word), ({ segment }) => segment)
    : Array.from(word)
  return segments.filter((segment) => /[\p{L}\p{N}]/u.test(segment))
}

/**
 * Two-letter initials of a name: "Sophie Nguyen" → "SN", "Emily" → "EM", "✨ Glow Studio 💄" → "GS".
 * Whole graphemes, so a name with emoji or combining marks never shows half a character.
 */
export function initials(name: string, fallback = '?'): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map(letters)
    .filter((word) => word.length > 0)
  if (words.length === 0) return fallback
  if (words.length === 1) return words[0].slice(0, 2).join('').toLocaleUpperCase()
  return (words[0][0] + words[words.length - 1][0]).toLocaleUpperCase()
}
