// The setting only helps if the mimalloc inside the installed resvg reads it, under that name, when
// set from JavaScript before resvg loads, as server.mjs does: a resvg upgrade could change any of that.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

/** What resvg's allocator says of its purge delay in a process that starts like server.mjs. */
function purgeDelaySeen(env: Record<string, string>): string | undefined {
  const script = `
    const { keepRasteriserMemory } = await import('./lib/cards/rasteriser-memory.mjs')
    keepRasteriserMemory()
    const { Resvg } = await import('@resvg/resvg-js')
    new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>').render()`
  const { MIMALLOC_PURGE_DELAY: _ignored, ...inherited } = process.env
  const { stderr, status } = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...inherited, ...env, MIMALLOC_VERBOSE: '1' },
    encoding: 'utf8',
  })
  expect(status, stderr).toBe(0)
  // mimalloc's verbose mode lists every option it read, on standard error.
  return stderr.match(/option 'purge_delay': (-?\d+)/)?.[1]
}

describe('keepRasteriserMemory', () => {
  it("keeps resvg's freed memory for the next card", () => {
    expect(purgeDelaySeen({})).toBe('-1')
  })

  it("leaves an operator's own setting alone", () => {
    expect(purgeDelaySeen({ MIMALLOC_PURGE_DELAY: '250' })).toBe('250')
  })
})
