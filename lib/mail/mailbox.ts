// The dev mailbox: with no e-mail provider configured, the outbox is where e-mail can be read. It shows
// everyone's reset and login links, so it is never on by accident in production: only in development
// and tests, or when the operator opts in with DEV_MAILBOX=1 (`npm start` on the embedded defaults does).
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'

export function devMailboxAllowed({ nodeEnv, resendApiKey, optIn }: { nodeEnv: string; resendApiKey?: string; optIn: boolean }): boolean {
  if (resendApiKey) return false
  return nodeEnv === 'development' || nodeEnv === 'test' || optIn
}

export const isDevMailboxEnabled = () => devMailboxAllowed({ nodeEnv: env.NODE_ENV, resendApiKey: env.RESEND_API_KEY, optIn: env.DEV_MAILBOX })

export function listMailbox({ limit = 100 }: { limit?: number } = {}) {
  return prisma.emailOutbox.findMany({
    orderBy: { createdAt: 'desc' },
    take: limit,
    select: { id: true, to: true, subject: true, status: true, createdAt: true },
  })
}

export function getMailboxMessage(id: string) {
  return prisma.emailOutbox.findUnique({ where: { id } })
}
