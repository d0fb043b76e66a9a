// README's environment tables are the operator's only guide: every variable the app, its scripts and
// its tests read must be listed there, with the rate limits' real defaults, and nothing listed may be
// dead.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS, rateLimitEnvName, type RateLimitName } from '@/lib/rate-limit/limits'

const root = path.resolve(import.meta.dirname, '../..')
/** Set by Node or Next themselves for the code to read; nobody configures them. */
const NOT_CONFIGURATION = new Set(['NEXT_RUNTIME'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry)
    if (entry === 'node_modules' || entry === 'generated') return []
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mjs)$/.test(entry) ? [file] : []
  })
}

const CODE = [
  ...['lib', 'scripts', 'app', 'prisma'].flatMap((dir) => sourceFiles(path.join(root, dir))),
  ...['instrumentation.ts', 'instrumentation-client.ts', 'proxy.ts', 'next.config.ts', 'server.mjs', 'prisma.config.ts'].map((f) => path.join(root, f)),
]
const TESTS = [...sourceFiles(path.join(root, 'tests')), path.join(root, 'playwright.config.ts'), path.join(root, 'vitest.config.ts')]

/** `process.env.X` and `env.X` (lib/env or a script's env object). */
function variablesReadIn(files: string[]): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\b(?:process\.)?env\.([A-Z][A-Z0-9_]+)\b|process\.env\[['"]([A-Z][A-Z0-9_]+)['"]\]/g)) {
      if (!NOT_CONFIGURATION.has(match[1] ?? match[2])) found.set(match[1] ?? match[2], path.relative(root, file))
    }
  }
  return found
}

/** What the app reads: the scan above, lib/env's declared keys and the rate limits' override names. */
function appVariables(): Map<string, string> {
  const found = variablesReadIn(CODE)
  const envModule = readFileSync(path.join(root, 'lib/env.ts'), 'utf8')
  const server = envModule.slice(envModule.indexOf('server: {'), envModule.indexOf('client: {'))
  for (const match of server.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) found.set(match[1], 'lib/env.ts')
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) found.set(rateLimitEnvName(name), 'lib/rate-limit/limits.ts')
  return found
}

/** The rows of every table in README's "Environment" section: variable names → default cell. */
function readmeVariables(): Map<string, string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## Environment'), readme.indexOf('\n## ', readme.indexOf('## Environment') + 1))
  const rows = new Map<string, string>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    if (cells.length < 4 || !cells[1].startsWith('`')) continue
    for (const name of cells[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)) rows.set(name[1], cells[2])
  }
  return rows
}

describe('README environment tables', () => {
  const documented = readmeVariables()

  it('list every variable the app and its scripts read', () => {
    const missing = [...appVariables()].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (read in ${file})`)
    expect(missing).toEqual([])
  })

  it('list every knob the tests read', () => {
    const missing = [...variablesReadIn(TESTS)].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (read in ${file})`)
    expect(missing).toEqual([])
  })

  it("give each rate limit's real default", () => {
    for (const [name, limit] of Object.entries(RATE_LIMITS)) {
      expect(documented.get(rateLimitEnvName(name as RateLimitName)), name).toBe(`\`${limit.points}/${limit.seconds}\``)
    }
  })

  it('list nothing that no code reads', () => {
    const read = new Set([...appVariables().keys(), ...variablesReadIn(TESTS).keys()])
    expect([...documented.keys()].filter((name) => !read.has(name))).toEqual([])
  })

  it('knows every way the code reads a variable', () => {
    // A computed name (process.env[`…`]) escapes the scan above; the rate limits are the one known case.
    const computed = CODE.filter((file) => /process\.env\[(?!['"])/.test(readFileSync(file, 'utf8'))).map((file) => path.relative(root, file))
    expect(computed).toEqual(['lib/rate-limit/limits.ts'])
  })
})
