import type { DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'

/** Review photos must be photos stored for this owner (uploaded through their form or by them). */
export async function assertOwnImages(db: DbClient, userId: string, urls: string[]): Promise<void> {
  const unique = [...new Set(urls)]
  if (unique.length === 0) return
  const found = await db.image.count({ where: { userId, src: { in: unique } } })
  if (found !== unique.length) throw new AppError('not_found', 'Please upload your photos again', { fields: { images: 'Unknown photo' } })
}
