// Sizes a customer's comment to the box a template gives it: the largest font size at which it fits,
// and when it does not fit even at the smallest, the text cut at a word with an ellipsis. The
// estimate is deliberately generous; templates also clamp the lines, so nothing ever overflows.

export type FitBox = {
  width: number
  height: number
  maxSize: number
  minSize: number
  lineHeight?: number
  /** Average width of a Latin letter in em for the font used (serif italic ≈ 0.5, bold sans ≈ 0.58). */
  em?: number
}

export type FittedText = { text: string; fontSize: number; lineHeight: number; maxLines: number }

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const WIDE = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{Extended_Pictographic}\u3000-\u303f\uff00-\uffef]/u
const NARROW = /[ilI.,:;'!|’‘`]/

function graphemeWidth(grapheme: string, em: number): number {
  if (grapheme === ' ') return 0.3
  if (WIDE.test(grapheme)) return 1.08
  if (NARROW.test(grapheme)) return em * 0.55
  if (/\p{Lu}/u.test(grapheme)) return em * 1.3
  return em * 1.02
}

const graphemes = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment)

/** Lines the text takes when wrapped greedily at spaces (or anywhere inside a word too long for a line). */
export function countLines(text: string, width: number, fontSize: number, em: number): number {
  let lines = 1
  let x = 0
  for (const word of text.split(/(\s+)/)) {
    if (!word) continue
    if (/^\s+$/.test(word)) {
      if (word.includes('\n')) {
        lines += word.split('\n').length - 1
        x = 0
      } else if (x > 0) x += 0.3 * fontSize
      continue
    }
    const w = graphemes(word).reduce((sum, g) => sum + graphemeWidth(g, em) * fontSize, 0)
    if (x > 0 && x + w > width) {
      lines += 1
      x = 0
    }
    if (w > width) {
      lines += Math.floor(w / width)
      x = w % width
    } else x += w
  }
  return lines
}

/** Normalises what a customer typed: trimmed, runs of blank lines and spaces collapsed. */
export const tidyComment = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim()

export function fitText(raw: string, box: FitBox): FittedText {
  const text = tidyComment(raw)
  const lineHeight = box.lineHeight ?? 1.35
  const em = box.em ?? 0.5
  for (let size = box.maxSize; size >= box.minSize; size -= 1) {
    const maxLines = Math.max(1, Math.floor(box.height / (size * lineHeight)))
    if (countLines(text, box.width, size, em) <= maxLines) return { text, fontSize: size, lineHeight, maxLines }
  }
  const fontSize = box.minSize
  const maxLines = Math.max(1, Math.floor(box.height / (fontSize * lineHeight)))
  const words = text.split(/(\s+)/)
  let kept = ''
  for (const word of words) {
    const next = kept + word
    if (countLines(`${next.trimEnd()}…`, box.width, fontSize, em) > maxLines) break
    kept = next
  }
  if (!kept.trim()) {
    // One enormous word: keep as many characters as fit.
    const chars = graphemes(text)
    let count = chars.length
    while (count > 1 && countLines(`${chars.slice(0, count).join('')}…`, box.width, fontSize, em) > maxLines) count = Math.floor(count * 0.9)
    kept = chars.slice(0, count).join('')
  }
  return { text: `${kept.trimEnd().replace(/[\s,;:.\-–—]+$/u, '')}…`, fontSize, lineHeight, maxLines }
}
