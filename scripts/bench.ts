// `npm run bench`: every benchmark of the project (scripts/bench-*.ts), one after the other.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

const dir = import.meta.dirname
const benches = readdirSync(dir)
  .filter((file) => /^bench-.+\.ts$/.test(file))
  .sort()
let failed = 0
for (const bench of benches) {
  console.log(`\n▶ ${bench}`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, bench)], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) failed += 1
}
process.exitCode = failed ? 1 : 0
