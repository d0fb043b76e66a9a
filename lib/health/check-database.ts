import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'

/** Answers when the database does; otherwise the 503 a load balancer retries after 5 seconds. */
export async function checkDatabase(): Promise<{ status: 'ok' }> {
  try {
    await prisma.$queryRaw`SELECT 1`
  } catch {
    throw new AppError('unavailable', 'The database is not reachable', { retryAfter: 5 })
  }
  return { status: 'ok' }
}
