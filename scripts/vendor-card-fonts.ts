// Copies the review cards' fonts out of their @fontsource npm packages into lib/cards/fonts, with a
// manifest the renderer reads. Satori cannot read woff2, so the .woff of each subset is taken.
// The cards never fetch a font at run time: whatever a customer types must be covered from here.
//   npx tsx scripts/vendor-card-fonts.ts
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FontManifest, FontManifestEntry, ScriptLocale } from '@/lib/cards/fonts/manifest'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'lib/cards/fonts')

type Source = {
  pkg: string
  version: string
  family: string
  weights: Array<{ weight: number; style: 'normal' | 'italic' }>
  /** Subsets to keep, by fontsource's subset name; every chunk when omitted (CJK). */
  subsets?: string[]
  /** Loaded only when a text needs that script (satori's locale codes). */
  locales?: ScriptLocale[]
}

const LATIN = ['latin', 'latin-ext', 'vietnamese']
const sources: Source[] = [
  {
    pkg: '@fontsource/inter',
    version: '5.3.0',
    family: 'Inter',
    weights: [400, 500, 600, 700].map((weight) => ({ weight, style: 'normal' as const })),
    subsets: [...LATIN, 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'],
  },
  {
    pkg: '@fontsource/fraunces',
    version: '5.3.0',
    family: 'Fraunces',
    weights: [
      { weight: 400, style: 'normal' },
      { weight: 600, style: 'normal' },
      { weight: 400, style: 'italic' },
    ],
    subsets: LATIN,
  },
  {
    pkg: '@fontsource/playfair-display',
    version: '5.3.0',
    family: 'Playfair Display',
    weights: [
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
      { weight: 400, style: 'italic' },
    ],
    subsets: [...LATIN, 'cyrillic'],
  },
  {
    pkg: '@fontsource/great-vibes',
    version: '5.3.0',
    family: 'Great Vibes',
    weights: [{ weight: 400, style: 'normal' }],
    subsets: [...LATIN, 'cyrillic', 'cyrillic-ext', 'greek-ext'],
  },
  // Not Noto Sans Arabic: it draws a letter's dots as separate marks placed by GPOS, and satori shifts
  // a mark's vertical offset the wrong way (ة came out as ه, ي without its dots). Plex's letters
  // carry their own dots, as presentation-form glyphs.
  {
    pkg: '@fontsource/ibm-plex-sans-arabic',
    version: '5.3.0',
    family: 'IBM Plex Sans Arabic',
    weights: [
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
    ],
    subsets: ['arabic'],
    locales: ['ar-AR'],
  },
  {
    pkg: '@fontsource/noto-sans-hebrew',
    version: '5.3.0',
    family: 'Noto Sans Hebrew',
    weights: [
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
    ],
    subsets: ['hebrew'],
    locales: ['he-IL'],
  },
  {
    pkg: '@fontsource/noto-sans-thai',
    version: '5.3.0',
    family: 'Noto Sans Thai',
    weights: [
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
    ],
    subsets: ['thai'],
    locales: ['th-TH'],
  },
  {
    pkg: '@fontsource/noto-sans-devanagari',
    version: '5.3.0',
    family: 'Noto Sans Devanagari',
    weights: [
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
    ],
    subsets: ['devanagari'],
    locales: ['devanagari'],
  },
  {
    pkg: '@fontsource/noto-sans-bengali',
    version: '5.3.0',
    family: 'Noto Sans Bengali',
    weights: [{ weight: 400, style: 'normal' }],
    subsets: ['bengali'],
    locales: ['bn-IN'],
  },
  {
    pkg: '@fontsource/noto-sans-tamil',
    version: '5.3.0',
    family: 'Noto Sans Tamil',
    weights: [{ weight: 400, style: 'normal' }],
    subsets: ['tamil'],
    locales: ['ta-IN'],
  },
  { pkg: '@fontsource/noto-sans-jp', version: '5.3.0', family: 'Noto Sans JP', weights: [{ weight: 400, style: 'normal' }], locales: ['ja-JP'] },
  { pkg: '@fontsource/noto-sans-kr', version: '5.3.0', family: 'Noto Sans KR', weights: [{ weight: 400, style: 'normal' }], locales: ['ko-KR'] },
  {
    pkg: '@fontsource/noto-sans-sc',
    version: '5.3.0',
    family: 'Noto Sans SC',
    weights: [{ weight: 400, style: 'normal' }],
    locales: ['zh-CN', 'zh-TW', 'zh-HK'],
  },
]

/** "U+0100-02BA,U+2020" → [[0x100, 0x2ba], [0x2020, 0x2020]] */
function parseRanges(value: string): Array<[number, number]> {
  return value.split(',').map((part) => {
    const [start, end] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(start, 16), parseInt(end ?? start, 16)]
  })
}

const work = mkdtempSync(path.join(tmpdir(), 'card-fonts-'))
const manifest: FontManifest = { core: [], scripts: [] }
mkdirSync(out, { recursive: true })
for (const entry of readdirSync(out, { withFileTypes: true })) {
  if (entry.isDirectory() || entry.name === 'manifest.json') rmSync(path.join(out, entry.name), { recursive: true })
}
try {
  for (const source of sources) {
    const spec = `${source.pkg}@${source.version}`
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').pop()!
    const unpacked = path.join(work, tarball.replace(/\.tgz$/, ''))
    mkdirSync(unpacked, { recursive: true })
    execFileSync('tar', ['xzf', path.join(work, tarball), '-C', unpacked])
    const pkgDir = path.join(unpacked, 'package')
    const slug = source.pkg.split('/')[1]
    const familyDir = path.join(out, slug)
    mkdirSync(familyDir, { recursive: true })
    copyFileSync(path.join(pkgDir, 'LICENSE'), path.join(familyDir, 'LICENSE'))

    for (const { weight, style } of source.weights) {
      const css = readFileSync(path.join(pkgDir, `${weight}${style === 'italic' ? '-italic' : ''}.css`), 'utf8')
      for (const block of css.split('@font-face').slice(1)) {
        const file = block.match(/url\(\.\/files\/([^)]+\.woff)\)/)?.[1]
        const range = block.match(/unicode-range:\s*([^;]+);/)?.[1]
        if (!file || !range) continue
        const subset = file.slice(slug.length + 1).replace(`-${weight}-${style}.woff`, '')
        if (source.subsets && !source.subsets.includes(subset)) continue
        copyFileSync(path.join(pkgDir, 'files', file), path.join(familyDir, file))
        const entry: FontManifestEntry = {
          family: source.family,
          subset,
          weight,
          style,
          file: `${slug}/${file}`,
          ranges: parseRanges(range),
        }
        if (source.locales) manifest.scripts.push({ ...entry, locales: source.locales })
        else manifest.core.push(entry)
      }
    }
    console.log(`${spec}: ${source.family}`)
  }
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest)}\n`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
