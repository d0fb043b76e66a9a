import { readFileSync } from 'node:fs'
import path from 'node:path'
import { __unstable__loadDesignSystem } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { extendTailwindMerge } from 'tailwind-merge'
import { beforeAll, describe, expect, it } from 'vitest'
import { cn } from '@/lib/ui/cn'

/**
 * tailwind-merge with its whole default config, told this app's theme names (globals.css): what `cn()`
 * must do for every class the app uses.
 */
const referenceMerge = extendTailwindMerge({
  extend: { theme: { spacing: ['tabs'], radius: ['card'], shadow: ['card', 'float'] } },
})

/** The classes Tailwind generates CSS for from the code that renders (what reaches `cn()`). */
async function classesTheAppUses() {
  const root = process.cwd()
  const scanner = new Scanner({
    sources: [
      ...['app', 'components', 'lib'].map((dir) => ({ base: path.join(root, dir), pattern: '**/*', negated: false })),
      { base: path.join(root, 'lib/ui'), pattern: 'class-groups.ts', negated: true },
    ],
  })
  const candidates = scanner.scan()
  const design = await __unstable__loadDesignSystem(readFileSync(path.join(root, 'app/globals.css'), 'utf8'), {
    base: path.join(root, 'app'),
  })
  const css = design.candidatesToCss(candidates)
  return candidates.filter((_, index) => css[index] !== null).sort()
}

describe('cn: merges the classes the app uses as tailwind-merge with its whole config does', () => {
  let classes: string[] = []
  beforeAll(async () => {
    classes = await classesTheAppUses()
  }, 60_000)

  it('finds the app’s classes (the scan reads the code)', () => {
    expect(classes.length).toBeGreaterThan(500)
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'h-11', 'bg-brand-600', 'text-sm', 'rounded-card']))
  })

  it('keeps or drops the earlier of every two classes exactly as the full config does', () => {
    const differences: string[] = []
    for (const earlier of classes) {
      for (const later of classes) {
        if (earlier === later) continue
        const pair = `${earlier} ${later}`
        const expected = referenceMerge(pair)
        if (cn(pair) !== expected) differences.push(`"${pair}" → "${cn(pair)}", expected "${expected}"`)
      }
    }
    // A difference means a kind of class lib/ui/class-groups.ts does not know yet: add its group there.
    expect(differences.slice(0, 20)).toEqual([])
  }, 60_000)

  it('lets a later class override an earlier one of its kind, whatever the value', () => {
    expect(cn('h-11 px-4 text-sm', 'h-9 px-3')).toBe('text-sm h-9 px-3')
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('px-2', 'p-4')).toBe('p-4')
    expect(cn('bg-brand-600 text-white', 'bg-stone-100 text-ink')).toBe('bg-stone-100 text-ink')
    expect(cn('text-sm', 'text-center', 'text-muted')).toBe('text-sm text-center text-muted')
    expect(cn('h-10', 'h-[3.3rem]')).toBe('h-[3.3rem]')
    expect(cn('hover:bg-brand-700', 'bg-white')).toBe('hover:bg-brand-700 bg-white')
  })
})
