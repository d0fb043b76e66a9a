// `prisma generate` that works offline. Prisma's CLI fetches its Rust schema engine at start-up even
// though generation never runs it; when no engine is installed we name a stand-in that explains itself,
// so a machine with internet (or an engine) runs Prisma exactly as usual.
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

function hasSchemaEngine() {
  const dirs = ['node_modules/@prisma/engines', 'node_modules/prisma'].map((d) => path.join(root, d))
  return dirs.some((dir) => existsSync(dir) && readdirSync(dir).some((f) => f.startsWith('schema-engine')))
}

const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' }
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && !hasSchemaEngine()) {
  const dir = path.join(root, 'node_modules/.cache/glowfolio')
  mkdirSync(dir, { recursive: true })
  const standIn = path.join(dir, 'no-schema-engine')
  writeFileSync(standIn, '#!/bin/sh\necho "No Prisma schema engine on this machine: migrations are applied by lib/db/migrate.ts." >&2\nexit 1\n')
  chmodSync(standIn, 0o755)
  env.PRISMA_SCHEMA_ENGINE_BINARY = standIn
}

const result = spawnSync(process.execPath, [path.join(root, 'node_modules/prisma/build/index.js'), 'generate'], {
  cwd: root,
  env,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
