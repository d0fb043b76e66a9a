// operations.md's job table is where operators look: every job the app runs has its row there.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { jobs } from '@/lib/jobs/registry'

it('lists every registered job in the operations job table', () => {
  const operations = readFileSync('docs/operations.md', 'utf8')
  const documented = new Set([...operations.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((match) => match[1]))
  expect(jobs.map((job) => job.name).filter((name) => !documented.has(name))).toEqual([])
})
