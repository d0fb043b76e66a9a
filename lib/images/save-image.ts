// Stores an upload's variants, then records the Image. Files go first and the row last: if anything
// fails in between, the files are removed, and no row ever points at a half-written image.
import { randomBytes } from 'node:crypto'
import { prisma, type DbClient } from '@/lib/db'
import type { ImageSource } from '@/lib/generated/prisma/enums'
import { getStorage } from '@/lib/storage/get-storage'
import type { Storage } from '@/lib/storage/storage'
import { processImage, RESPONSIVE_SIZES } from './process-image'

export type SavedImage = { id: string; src: string; sizes: Record<string, string>; width: number; height: number }

/** What an Instagram photo brings along. */
export type ImageOrigin = { instagramMediaId?: string; permaLink?: string | null; caption?: string | null; tags?: string[]; takenAt?: Date | null }

/**
 * `customer`: an upload anyone may make (no login). It is processed on the smaller budget (first frame
 * of a GIF only) and stays unattached until a review or booking request names it (./own-images).
 */
export async function saveImage(
  { userId, source, file, origin = {}, customer = false }: { userId: string; source: ImageSource; file: Buffer; origin?: ImageOrigin; customer?: boolean },
  { storage = getStorage(), db = prisma as DbClient }: { storage?: Storage; db?: DbClient } = {},
): Promise<SavedImage> {
  const processed = await processImage(file, customer ? 'customer' : 'owner')
  const stem = `${userId}/${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`
  const stored: { width: number; key: string }[] = []
  try {
    for (const variant of processed.variants) {
      // The name carries the width: ./photo finds a photo's smallest size from its address.
      const key = `${stem}-w${variant.width}.${processed.extension}`
      await storage.put(key, variant.body, processed.contentType)
      stored.push({ width: variant.width, key })
    }
    const urlForWidth = (width: number) => {
      const best = stored.find((s) => s.width >= width) ?? stored[stored.length - 1]
      return storage.urlFor(best.key)
    }
    const sizes = Object.fromEntries(Object.entries(RESPONSIVE_SIZES).map(([viewport, width]) => [viewport, urlForWidth(width)]))
    const largest = stored[stored.length - 1]
    const image = await db.image.create({
      data: {
        userId,
        source,
        src: storage.urlFor(largest.key),
        sizes,
        width: processed.width,
        height: processed.height,
        storageKeys: stored.map((s) => s.key),
        unattachedSince: customer ? new Date() : null,
        ...origin,
      },
      select: { id: true, src: true },
    })
    return { ...image, sizes, width: processed.width, height: processed.height }
  } catch (error) {
    await storage.delete(stored.map((s) => s.key)).catch(() => undefined)
    throw error
  }
}
