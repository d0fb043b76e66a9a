// A stored card and a share image's address change only when their design's hash does
// (lib/cards/design.ts): a module that draws and is missing from the design's files would change the
// pictures under the same key, so old cards would be served forever. This walks the drawing code's
// imports from where drawing starts and asks that every module it reaches is in the design, or is
// named below as drawing nothing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CARD_DESIGN, designHash, SHARE_IMAGE_DESIGN, type Design } from '@/lib/cards/design'

const ENTRY_POINTS = new Map<Design, string[]>([
  [CARD_DESIGN, ['lib/cards/render.ts', 'lib/cards/content.ts', 'lib/cards/templates/index.ts']],
  [SHARE_IMAGE_DESIGN, ['lib/share-images/render.ts', 'lib/share-images/layout.tsx']],
])

/** Imported by the drawing code, deciding no pixel. Their imports are not followed. */
const DRAWS_NOTHING: Record<string, string> = {
  'lib/env.ts': 'the partner brand it names is hashed into the card ETag as a value',
  'lib/errors.ts': 'errors',
  'lib/log.ts': 'logging',
  'lib/images/work-queue.ts': 'when image work runs, not what it makes',
  'lib/net/load-image.ts': 'the bytes of an image whose address is in the key',
  'lib/storage/get-storage.ts': 'where prepared photos are kept',
  'lib/storage/read-cached.ts': 'where prepared photos are kept',
  'lib/cards/promise-cache.ts': 'keeps prepared photos in memory',
  'lib/rate-limit/consume.ts': 'counts share images drawn',
  'lib/share-images/subject.ts': 'what it picks for the image is hashed into the ETag as values',
}
const PACKAGES_THAT_DRAW_NOTHING = new Set(['react', 'zod'])

// Value imports and re-exports, with or without names; `import type` and `export type` bring no code.
const IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function resolveLocal(from: string, specifier: string): string {
  const base = specifier.startsWith('@/') ? specifier.slice(2) : path.join(path.dirname(from), specifier)
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(file) && statSync(file).isFile())
  if (!found) throw new Error(`${from} imports ${specifier}, which is not a file here`)
  return found
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** Every local module and npm package the design's entry points reach, not looking past what draws nothing. */
function reachedFrom(entryPoints: string[]) {
  const modules = new Set<string>()
  const packages = new Set<string>()
  const pending = [...entryPoints]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (modules.has(file)) continue
    modules.add(file)
    if (file in DRAWS_NOTHING || file.endsWith('.json')) continue
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier.startsWith('node:')) continue
      if (specifier.startsWith('@/') || specifier.startsWith('.')) pending.push(resolveLocal(file, specifier))
      else packages.add(packageName(specifier))
    }
  }
  return { modules, packages }
}

describe.each([
  ['review cards', CARD_DESIGN],
  ['share images', SHARE_IMAGE_DESIGN],
] as const)('the design of %s', (_, design) => {
  const { modules, packages } = reachedFrom(ENTRY_POINTS.get(design)!)

  it('lists every module its drawing code reaches', () => {
    expect([...modules].filter((file) => !design.files.includes(file) && !(file in DRAWS_NOTHING))).toEqual([])
  })

  it('lists only code that drawing reaches, and files that exist', () => {
    const code = design.files.filter((file) => /\.(ts|tsx)$/.test(file))
    expect(code.filter((file) => !modules.has(file))).toEqual([])
    expect(design.files.filter((file) => !existsSync(file))).toEqual([])
  })

  it('names every package its drawing code imports', () => {
    expect([...packages].filter((name) => !design.packages.includes(name) && !PACKAGES_THAT_DRAW_NOTHING.has(name))).toEqual([])
  })
})

describe('designHash', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'glowfolio-design-'))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  // Each hash is taken once per design object, as the server does: a fresh object reads the files again.
  const hashNow = () => designHash({ files: ['layout.tsx', 'fonts.json'], packages: ['drawer'] }, root)

  it('changes with any file of the design, and with a package version', () => {
    write('layout.tsx', 'export const Frame = () => null')
    write('fonts.json', '{"inter": "4.0"}')
    write('node_modules/drawer/package.json', '{"version": "1.0.0"}')
    const first = hashNow()
    expect(hashNow()).toBe(first)

    write('layout.tsx', 'export const Frame = () => 1')
    const afterLayout = hashNow()
    expect(afterLayout).not.toBe(first)

    write('node_modules/drawer/package.json', '{"version": "1.0.1"}')
    expect(hashNow()).not.toBe(afterLayout)
    rmSync(root, { recursive: true, force: true })
  })
})
