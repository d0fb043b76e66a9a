import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layers (docs/architecture.md): pages and components read and write through lib's domain functions.
  {
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/db',
              message: 'Pages and components read through a domain function in lib/<domain>/ (the owner: getOwner() in lib/users/get-owner.ts).',
            },
          ],
          patterns: [
            {
              group: ['@/lib/db/*', '@/lib/generated/prisma/*'],
              allowTypeImports: true,
              message: 'Only types of the Prisma client outside lib/: read and write through lib/<domain>/.',
            },
          ],
        },
      ],
    },
  },
  // lib/ is the domain: no Next.js in it, except the HTTP edge and the session reader it is written for.
  {
    files: ['lib/**'],
    ignores: ['lib/http/**', 'lib/auth/session.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/*'],
              allowTypeImports: true,
              message: 'lib/ has no Next.js imports outside lib/http/ and lib/auth/session.ts: pass what you need in, or put the Next.js side in lib/http/.',
            },
          ],
        },
      ],
    },
  },
  // The journeys' `test` waits for hydration after every page load (tests/e2e/support/fixtures.ts).
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: "Journeys take test and expect from './support/fixtures': its page loads wait for hydration.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**', 'app/**', 'components/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
    // A package never imports our files, so no cycle runs through node_modules (and ignoreExternal never
    // follows one): the plugin need not parse packages to map the import graph, most of lint's time before.
    settings: { 'import/ignore': ['node_modules'] },
  },
  globalIgnores([
    '.next/**',
    '.next-bundle/**',
    '.data/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'lib/generated/**',
    'tools/**',
    'test-results/**',
    'playwright-report/**',
  ]),
])
