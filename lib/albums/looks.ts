// Smart Albums group photos by look, not by raw hashtag: "#Bride", "#bridal" and "#brides" are one
// look, and "#softglam" reads as "soft glam". Pure, so the grouping is tested on its own.

/** The words concatenated hashtags are split into; a tag made of anything else stays whole. */
const WORDS = [
  'airbrush',
  'artist',
  'beauty',
  'bold',
  'bridal',
  'bride',
  'bridesmaid',
  'bronze',
  'brow',
  'cat',
  'colour',
  'color',
  'day',
  'dewy',
  'editorial',
  'engagement',
  'evening',
  'eye',
  'fashion',
  'festival',
  'formal',
  'fresh',
  'glam',
  'glow',
  'hair',
  'lash',
  'lip',
  'look',
  'makeup',
  'matte',
  'mature',
  'natural',
  'night',
  'nude',
  'party',
  'photo',
  'prep',
  'red',
  'skin',
  'smoky',
  'smokey',
  'soft',
  'shoot',
  'wedding',
  'wing',
  'winged',
  'school',
  'prom',
]
const KNOWN = new Set(WORDS)
/** Words that name the same look, folded onto the one the suggestion is named after. */
const SYNONYMS: Record<string, string> = { bride: 'bridal', wedding: 'bridal', color: 'colour', smokey: 'smoky', winged: 'wing' }

/** A known word, a plural of one ("brides", "lashes") or a synonym, as the word the look is named by. */
function canonical(word: string): string | null {
  const singular = KNOWN.has(word) ? word : [word.replace(/es$/, ''), word.replace(/s$/, '')].find((stem) => KNOWN.has(stem))
  return singular ? (SYNONYMS[singular] ?? singular) : null
}

/** The fewest known words that make up the whole tag ("softglam" → soft, glam), or null. */
function splitWords(tag: string): string[] | null {
  const best: (string[] | null)[] = [[]]
  for (let end = 1; end <= tag.length; end++) {
    best[end] = null
    for (let start = 0; start < end; start++) {
      const head = best[start]
      const word = head ? canonical(tag.slice(start, end)) : null
      if (head && word && (!best[end] || head.length + 1 < best[end]!.length)) best[end] = [...head, word]
    }
  }
  return best[tag.length]
}

/** The look a cleaned tag stands for: "softglam" → "soft glam", "brides" → "bridal", "my_look" → "my look". */
export function lookOf(tag: string): string {
  const parts = tag.split(/[\s_.-]+/).filter(Boolean)
  return parts.flatMap((part) => splitWords(part) ?? [part]).join(' ')
}

export type Look<T> = { look: string; tags: string[]; images: T[] }

/** Photos grouped by look, each photo once per look, in the order given; biggest looks first. */
export function groupByLook<T extends { id: string; tags: string[] }>(images: T[]): Look<T>[] {
  const looks = new Map<string, Look<T>>()
  for (const image of images) {
    for (const tag of image.tags) {
      const look = lookOf(tag)
      if (!look) continue
      const group = looks.get(look) ?? { look, tags: [], images: [] }
      looks.set(look, group)
      if (!group.tags.includes(tag)) group.tags.push(tag)
      if (!group.images.some((member) => member.id === image.id)) group.images.push(image)
    }
  }
  return [...looks.values()].sort((a, b) => b.images.length - a.images.length)
}

/** Each look's cover: its first photo not already the cover of another suggestion (else its first). */
export function distinctCovers<T extends { src: string }>(looks: { images: T[] }[], taken: Iterable<string> = []): (string | null)[] {
  const used = new Set(taken)
  return looks.map(({ images }) => {
    const cover = images.find((image) => !used.has(image.src))?.src ?? images[0]?.src ?? null
    if (cover) used.add(cover)
    return cover
  })
}

/** The album name of a look: "soft glam" → "Soft Glam". */
export const lookName = (look: string) => look.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())
