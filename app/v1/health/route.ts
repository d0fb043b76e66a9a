import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'public' }, async () => {
  try {
    await prisma.$queryRaw`SELECT 1`
  } catch {
    throw new AppError('unavailable', 'The database is not reachable', { retryAfter: 5 })
  }
  return { status: 'ok' }
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
