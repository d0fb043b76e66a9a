const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** The letters of a word as a person sees them ("Ễ" stays one), skipping emoji and punctuation. */
function letters(word: string): string[] {
  return Array.from(graphemes.segment(word), ({ segment }) => segment).filter((segment) => /[\p{L}\p{N}]/u.test(segment))
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
