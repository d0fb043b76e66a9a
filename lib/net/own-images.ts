// Images that are ours: files in public/ (the demo photos, brand marks) and stored uploads. A review
// or profile image may name them by path ("/demo/photo-01.jpg", "/uploads/…") or by an absolute URL
// on our own origin; either way they are read from disk or storage, never over HTTP.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'
import { readStoredImage, storedImageKey } from './stored-images'

const PUBLIC_DIR = path.join(process.cwd(), 'public')

/** The path of an image on our own origin, or null when `src` points somewhere else. */
export function ownImagePath(src: string, appUrl = env.APP_URL): string | null {
  if (src.startsWith('/') && !src.startsWith('//')) return new URL(src, 'http://own.invalid').pathname
  try {
    const url = new URL(src)
    if (url.origin === new URL(appUrl).origin) return url.pathname
  } catch {
    return null
  }
  return null
}

/** The bytes of one of our images, or null when there is no such file. */
export async function readOwnImage(pathname: string): Promise<Buffer | null> {
  const key = storedImageKey(pathname)
  if (key) return readStoredImage(key)
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const file = path.resolve(PUBLIC_DIR, `.${decoded}`)
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null
  try {
    return await readFile(file)
  } catch {
    return null
  }
}
