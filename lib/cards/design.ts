// What decides how a drawn card or share image looks, as files: the layouts, every helper they call,
// the fonts manifest, the brand marks, and the versions of the packages that draw and encode. A drawn
// card is stored under a hash of these (lib/cards/etag.ts), and a share image's address carries one
// (lib/share-images/subject.ts), so changing any of them gives every image a new key instead of serving
// the old drawing forever. Hashing the files, not the functions' text: a layout's text does not include
// the helpers it calls, and the page and the route are bundled apart, so the same function's text
// differs between them while its source is one. tests/unit/cards/design.test.ts walks the drawing code's
// imports and fails when a module that draws is missing here.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

export type Design = {
  /** Paths from the project's root. */
  files: readonly string[]
  /** npm packages whose version is part of the drawing. */
  packages: readonly string[]
}

/** What cards and share images both draw with: the parts, fonts, photos and the renderer. */
const SHARED_FILES = [
  'lib/cards/templates/parts.tsx',
  'lib/cards/templates/palettes.ts',
  'lib/cards/content.ts',
  'lib/cards/images.ts',
  'lib/cards/emoji.ts',
  'lib/cards/fonts.ts',
  'lib/cards/fonts/manifest.json',
  'lib/cards/fit-text.ts',
  'lib/cards/render.ts',
  'lib/cards/shadows.ts',
  'lib/cards/simplify-svg.ts',
  'lib/format/initials.ts',
  'public/brand/glowfolio-logo.svg',
  'public/brand/glowfolio-logo-white.svg',
  'public/brand/partner-logo.svg',
]
const PACKAGES = ['satori', '@napi-rs/canvas', '@resvg/resvg-js', 'sharp', '@twemoji/svg']

export const CARD_DESIGN: Design = {
  files: [
    ...SHARED_FILES,
    'lib/cards/templates/index.ts',
    'lib/cards/templates/types.ts',
    'lib/cards/templates/feed.tsx',
    'lib/cards/templates/story.tsx',
    'lib/catalogue/card-templates.ts',
  ],
  packages: PACKAGES,
}

export const SHARE_IMAGE_DESIGN: Design = {
  files: [...SHARED_FILES, 'lib/share-images/layout.tsx', 'lib/share-images/render.ts', 'lib/share-images/schema.ts'],
  packages: PACKAGES,
}

const hashes = new WeakMap<Design, string>()

/** A hash of the design's files and package versions, read once per design from the checkout the server runs in. */
export function designHash(design: Design, root = process.cwd()): string {
  const known = hashes.get(design)
  if (known) return known
  const hash = createHash('sha256')
  // The build must not trace these reads, or it traces the whole project.
  const read = (file: string) => readFileSync(path.join(/* turbopackIgnore: true */ root, file))
  for (const file of design.files) hash.update(file).update(read(file))
  for (const name of design.packages) {
    const { version } = JSON.parse(read(path.join('node_modules', name, 'package.json')).toString('utf8')) as { version: string }
    hash.update(`${name}@${version}`)
  }
  const digest = hash.digest('hex')
  hashes.set(design, digest)
  return digest
}
