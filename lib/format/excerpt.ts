const SENTENCE_END = /[.!?…]["'”’)]?$/u

/**
 * At most `max` characters of a text for a summary: whole sentences when they fill at least half of it,
 * else whole words and an ellipsis. Never a word cut in half.
 */
export function excerpt(text: string, max: number): string {
  const trimmed = text.trim()
  if (trimmed.length <= max) return trimmed
  const head = trimmed.slice(0, max + 1)
  const sentenceEnds = [...head.matchAll(/[.!?…]["'”’)]?(?=\s)/gu)].map((match) => match.index + match[0].length)
  const lastSentenceEnd = sentenceEnds.filter((end) => end <= max).at(-1)
  if (lastSentenceEnd !== undefined && lastSentenceEnd >= max / 2) return trimmed.slice(0, lastSentenceEnd)
  const lastSpace = head.slice(0, max).search(/\s\S*$/u)
  const words = (lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, max - 1)).replace(/[\s,;:–—-]+$/u, '')
  return `${words}…`
}

/** Joins two sentences, closing the first with a full stop when it has no ending of its own. */
export function joinSentences(first: string, second: string): string {
  if (!first) return second
  if (!second) return first
  return `${SENTENCE_END.test(first) ? first : `${first}.`} ${second}`
}
