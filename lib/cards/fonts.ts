// The cards' fonts, all read from lib/cards/fonts (scripts/vendor-card-fonts.ts puts them there): the
// card families at start-up, the fonts of other scripts (Arabic, Hebrew, Thai, Devanagari, Bengali,
// Tamil, Japanese, Korean, Chinese) the first time a text needs them. Nothing is ever fetched.
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FontManifest, FontManifestEntry, ScriptLocale } from './fonts/manifest'

type FontWeight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900
export type SatoriFont = { name: string; data: Buffer; weight: FontWeight; style: 'normal' | 'italic'; lang?: ScriptLocale }

export type CardFamily = 'Inter' | 'Fraunces' | 'Playfair Display' | 'Great Vibes'

const FONT_DIR = path.join(process.cwd(), 'lib/cards/fonts')

let manifestCache: FontManifest | undefined
function manifest(): FontManifest {
  manifestCache ??= JSON.parse(readFileSync(path.join(FONT_DIR, 'manifest.json'), 'utf8')) as FontManifest
  return manifestCache
}

/**
 * Satori keeps one font per name and weight, so each subset file gets a name of its own ("Inter",
 * "Inter latin-ext"…); a family's CSS stack lists its subsets and then Inter's for what it lacks.
 */
const fontName = (entry: Pick<FontManifestEntry, 'family' | 'subset'>) => (entry.subset === 'latin' ? entry.family : `${entry.family} ${entry.subset}`)

const SUBSET_ORDER = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext']

function subsetsOf(family: string): string[] {
  const present = new Set(
    manifest()
      .core.filter((entry) => entry.family === family)
      .map((entry) => entry.subset),
  )
  return SUBSET_ORDER.filter((subset) => present.has(subset))
}

const stacks = new Map<CardFamily, string>()
/** The CSS font-family for text set in `family`, falling back to Inter subset by subset. */
export function fontStack(family: CardFamily): string {
  let stack = stacks.get(family)
  if (!stack) {
    const names = subsetsOf(family).map((subset) => fontName({ family, subset }))
    if (family !== 'Inter') names.push(...subsetsOf('Inter').map((subset) => fontName({ family: 'Inter', subset })))
    stack = names.map((name) => `'${name}'`).join(', ')
    stacks.set(family, stack)
  }
  return stack
}

let coreFonts: SatoriFont[] | undefined
/** The card families, read once per process. The same array every time: satori caches by it. */
export function loadCoreFonts(): SatoriFont[] {
  if (!coreFonts) {
    const order = (entry: FontManifestEntry) => (entry.family === 'Inter' ? 0 : 1) * 100 + SUBSET_ORDER.indexOf(entry.subset)
    coreFonts = [...manifest().core]
      .sort((a, b) => order(a) - order(b))
      .map((entry) => ({
        name: fontName(entry),
        data: readFileSync(path.join(FONT_DIR, entry.file)),
        weight: entry.weight as FontWeight,
        style: entry.style,
      }))
  }
  return coreFonts
}

const covers = (entry: FontManifestEntry, codePoint: number) => entry.ranges.some(([start, end]) => codePoint >= start && codePoint <= end)

const fileCache = new Map<string, Promise<Buffer>>()
const readFont = (file: string) => {
  let data = fileCache.get(file)
  if (!data) {
    data = readFile(path.join(FONT_DIR, file))
    fileCache.set(file, data)
  }
  return data
}

/**
 * The fonts satori asks for when a text has characters the card families lack. `codes` is satori's
 * guess of the script ("ar-AR", or "ja-JP|zh-CN|zh-TW|zh-HK" for Han characters); only the files
 * whose ranges hold the text's characters are read.
 */
export async function loadScriptFonts(codes: string, text: string): Promise<SatoriFont[]> {
  const locales = codes.split('|')
  const wanted = new Set<FontManifestEntry & { locales: ScriptLocale[] }>()
  for (const char of text) {
    const codePoint = char.codePointAt(0)!
    for (const locale of locales) {
      const found = manifest().scripts.filter((entry) => entry.locales.includes(locale as ScriptLocale) && covers(entry, codePoint))
      if (found.length) {
        for (const entry of found) wanted.add(entry)
        break
      }
    }
  }
  return Promise.all(
    [...wanted].map(async (entry) => ({
      name: fontName(entry),
      data: await readFont(entry.file),
      weight: entry.weight as FontWeight,
      style: entry.style,
      lang: entry.locales.find((locale) => locales.includes(locale)),
    })),
  )
}
