import { log } from '@/lib/log'
import type { Storage } from './storage'

/**
 * Reads an object kept only to save work (a drawn card, a cropped photo): null when it is missing, and
 * also when storage fails or takes longer than `timeoutMs`, so the caller does the work instead.
 */
export async function readCached(storage: Storage, key: string, timeoutMs: number): Promise<Buffer | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    return (await Promise.race([storage.get(key), timeout]))?.body ?? null
  } catch (error) {
    log.warn('cached object not read', { key, error })
    return null
  } finally {
    clearTimeout(timer)
  }
}
