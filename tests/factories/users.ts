// Owners for tests: each call makes a new one with its own session token.
import { randomBytes } from 'node:crypto'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import type { Prisma } from '@/lib/generated/prisma/client'

export const uniqueEmail = (prefix = 'owner') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`

export async function createOwner(overrides: Partial<Prisma.UserCreateInput> = {}) {
  const user = await prisma.user.create({
    data: {
      email: uniqueEmail(),
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Test Beauty',
      slug: `test-beauty-${randomBytes(4).toString('hex')}`,
      ...overrides,
      // An owner who had her Pro trial has its row, which is what the app checks.
      ...(overrides.hadTrial ? { proTrial: { create: {} } } : {}),
    },
  })
  const { token } = await mintSessionToken(user)
  return { user, token }
}
