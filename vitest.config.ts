import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname),
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
}
const env = {
  NODE_ENV: 'test' as const,
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  APP_URL: 'http://localhost:3000',
  JOBS: 'off',
  DATA_DIR: path.join(tmpdir(), 'glowfolio-test-data'),
}

// A committed .only would quietly skip the rest of its file: CI (.ci/run sets CI) refuses it.
const allowOnly = !process.env.CI

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', env, allowOnly },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          env,
          allowOnly,
          globalSetup: ['tests/support/integration-setup.ts'],
          setupFiles: ['tests/support/integration-env.ts'],
          // The embedded database takes one client at a time; a real server takes them all at once.
          fileParallelism: Boolean(process.env.DATABASE_URL),
          // A file waits on Postgres much of the time: three at once on 2 cores took 261 s where Vitest's
          // default there (one: cores less one) took 326 s.
          maxWorkers: 3,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
