/** Spec: tags are cleaned — hash removed, trimmed, lower-cased, empties dropped (and duplicates). */
export function cleanTags(tags: string[]): string[] {
  const cleaned = tags.map((tag) => tag.replace(/#/g, '').trim().toLowerCase()).filter(Boolean)
  return [...new Set(cleaned)]
}

/** The hashtags of an Instagram caption, cleaned. */
export function hashtagsOf(caption: string | null | undefined): string[] {
  if (!caption) return []
  return cleanTags(caption.match(/#[\p{L}\p{N}_]+/gu) ?? [])
}
