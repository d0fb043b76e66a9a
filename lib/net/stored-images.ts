// The seam between the image loader and our own storage: an image we stored ourselves (a local
// /uploads/… path, or the bucket's public URL when S3 is configured) is read from storage, never
// fetched over HTTP from ourselves.
import { getStorage } from '@/lib/storage/get-storage'

/** The storage key of one of our stored images, or null for anything else. */
export const storedImageKey = (src: string) => getStorage().keyFromUrl(src)

/** The bytes of a stored image, or null when there is none. */
export async function readStoredImage(key: string): Promise<Buffer | null> {
  return (await getStorage().get(key))?.body ?? null
}
