// The layer rules are lint (eslint.config.mjs): a file that breaks one fails `npm run lint`.
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

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
