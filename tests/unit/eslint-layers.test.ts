// The layer rules are lint (eslint.config.mjs): a file that breaks one fails `npm run lint`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint
beforeAll(() => {
  // import/no-cycle follows imports on disk, and these files exist only as text.
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
})

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

// The first lint loads the TypeScript parser and Next's config.
describe('layer rules', { timeout: 60_000 }, () => {
  it('refuses the database client in a page and in a component', async () => {
    const code = "import { prisma } from '@/lib/db'\nexport const count = () => prisma.user.count()\n"
    expect(await restrictedImports('app/(app)/dashboard/broken/page.tsx', code)).toEqual([expect.stringContaining('getOwner()')])
    expect(await restrictedImports('components/broken/broken.tsx', code)).toHaveLength(1)
  })

  it('refuses Prisma client values in a component, but lets its types through', async () => {
    expect(
      await restrictedImports('components/broken/broken.tsx', "import { Prisma } from '@/lib/generated/prisma/client'\nexport const sql = Prisma.sql\n"),
    ).toHaveLength(1)
    expect(
      await restrictedImports(
        'components/fine/fine.tsx',
        "import type { User } from '@/lib/generated/prisma/client'\nexport type Name = User['businessName']\n",
      ),
    ).toEqual([])
  })

  it('refuses Next.js in the domain, except at the HTTP edge and in the session reader', async () => {
    const code = "import { redirect } from 'next/navigation'\nexport const away = () => redirect('/landing')\n"
    expect(await restrictedImports('lib/appointments/broken.ts', code)).toEqual([expect.stringContaining('lib/http/')])
    expect(await restrictedImports('lib/http/fine.ts', code)).toEqual([])
    expect(await restrictedImports('lib/auth/session.ts', code)).toEqual([])
    expect(await restrictedImports('lib/site/fine.ts', "import type { Metadata } from 'next'\nexport type Meta = Metadata\n")).toEqual([])
  })

  it('lets the domain use the database', async () => {
    expect(await restrictedImports('lib/users/fine.ts', "import { prisma } from '@/lib/db'\nexport const count = () => prisma.user.count()\n")).toEqual([])
  })
})

// import/no-cycle reads the imported files on disk: these few exist for the test only, in a folder of their own.
describe('import cycles', { timeout: 120_000 }, () => {
  const folder = `lib/cycle-probe-${process.pid}`
  const files: Record<string, string> = {
    'a.ts': "import { b } from './b'\nexport const a = (): number => b() + 1\n",
    'b.ts': "import { a } from './a'\nexport const b = (): number => a() - 1\n",
    // Three files through the @/ alias, each also importing a package and the app's own modules.
    'c.ts': `import { z } from 'zod'\nimport { d } from '@/${folder}/d'\nexport const c = () => z.string().parse(d())\n`,
    'd.ts': "import { formatMoney } from '@/lib/format/money'\nimport { e } from './e'\nexport const d = () => e() + formatMoney(100)\n",
    'e.ts': `import { AppError } from '@/lib/errors'\nimport { c } from '@/${folder}/c'\nexport const e = () => (c ? 'e' : new AppError('conflict', 'x').message)\n`,
    // A loop closed by a type-only import is no cycle at run time.
    'f.ts': "import type { G } from './g'\nexport type F = { g?: G }\nexport const f = 1\n",
    'g.ts': "import { f } from './f'\nexport type G = { n: number }\nexport const g = f + 1\n",
  }
  let linter: ESLint
  beforeAll(() => {
    mkdirSync(folder, { recursive: true })
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code)
    linter = new ESLint({ cwd: process.cwd() })
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  async function cycles(name: string): Promise<string[]> {
    const [result] = await linter.lintFiles([path.join(folder, name)])
    return result.messages.filter((message) => message.ruleId === 'import/no-cycle').map((message) => message.message)
  }

  it('refuses two files that import each other, and a longer loop through the @/ alias', async () => {
    expect(await cycles('a.ts')).toEqual(['Dependency cycle detected.'])
    expect(await cycles('c.ts')).toEqual(['Dependency cycle via ./e:2'])
    expect(await cycles('e.ts')).toEqual([`Dependency cycle via @/${folder}/d:2`])
  })

  it('lets a type-only import close a loop', async () => {
    expect(await cycles('f.ts')).toEqual([])
    expect(await cycles('g.ts')).toEqual([])
  })
})
