// Customers' uploads (no login) that no review or booking request named within a day are deleted,
// rows and files, so the public upload routes cannot fill the bucket. Attached photos (unattachedSince
// null) and owners' own uploads are never candidates.
import { prisma } from '@/lib/db'
import { log } from '@/lib/log'
import { getStorage } from '@/lib/storage/get-storage'
import type { Storage } from '@/lib/storage/storage'

const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000

export async function deleteUnattachedUploads({
  now = new Date(),
  storage = getStorage(),
  batch = 200,
}: { now?: Date; storage?: Storage; batch?: number } = {}): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS)
  let deleted = 0
  for (;;) {
    // One statement: it deletes exactly the rows it answers. SKIP LOCKED passes over a photo a review is
    // attaching right now (./own-images locks it first); the next run sees it attached.
    const rows = await prisma.$queryRaw<{ storageKeys: string[] }[]>`
      DELETE FROM "Image" WHERE id IN (
        SELECT id FROM "Image" WHERE "unattachedSince" < ${cutoff}
        ORDER BY "unattachedSince" LIMIT ${batch} FOR UPDATE SKIP LOCKED
      ) RETURNING "storageKeys"`
    if (rows.length === 0) break
    // Files after the rows: a failure here leaves files no row points at, never a row without its files.
    await storage.delete(rows.flatMap((row) => row.storageKeys)).catch((error: unknown) => log.error('deleting unattached uploads failed', { error }))
    deleted += rows.length
    if (rows.length < batch) break
  }
  return { deleted }
}
