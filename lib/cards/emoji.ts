// Emoji on cards are Twemoji SVGs from the @twemoji/svg package, read from disk: satori cannot draw
// colour emoji fonts, and next/og would fetch them from a CDN.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

const EMOJI_DIR = path.join(process.cwd(), 'node_modules/@twemoji/svg')
const ZWJ = '\u200d'

/** Twemoji's file name: code points in hex joined by "-", without U+FE0F unless the emoji has a ZWJ. */
export function twemojiCode(grapheme: string): string {
  const text = grapheme.includes(ZWJ) ? grapheme : grapheme.replace(/\ufe0f/g, '')
  return [...text].map((char) => char.codePointAt(0)!.toString(16)).join('-')
}

const cache = new Map<string, Promise<string | undefined>>()

async function readEmoji(grapheme: string): Promise<string | undefined> {
  const candidates = [twemojiCode(grapheme), twemojiCode(grapheme.replace(/\ufe0f/g, ''))]
  for (const code of new Set(candidates)) {
    try {
      const svg = await readFile(path.join(EMOJI_DIR, `${code}.svg`))
      return `data:image/svg+xml;base64,${svg.toString('base64')}`
    } catch {
      // not in the set under this name: try the next spelling
    }
  }
  return undefined
}

/** The emoji as an SVG data URI, or undefined when Twemoji has no picture for it. */
export function emojiDataUri(grapheme: string): Promise<string | undefined> {
  let found = cache.get(grapheme)
  if (!found) {
    found = readEmoji(grapheme)
    cache.set(grapheme, found)
  }
  return found
}
