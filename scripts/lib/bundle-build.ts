// The build with browser source maps, into .next-bundle (BUNDLE_REPORT=1, next.config.ts), that the bundle
// and main-thread benchmarks read; the usual .next stays as it is.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './processes'

export const BUNDLE_DIST = path.join(root, '.next-bundle')

export function buildWithSourceMaps() {
  // next build writes its distDir's types into tsconfig.json: put it back as it was.
  const tsconfig = readFileSync(path.join(root, 'tsconfig.json'), 'utf8')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    env: { ...process.env, BUNDLE_REPORT: '1', NEXT_TELEMETRY_DISABLED: '1', TURBOPACK_BUILD_CACHE: 'off' },
    stdio: 'inherit',
  })
  writeFileSync(path.join(root, 'tsconfig.json'), tsconfig)
  if (result.status !== 0) throw new Error('next build failed')
}
