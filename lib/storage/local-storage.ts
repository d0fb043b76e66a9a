import { access, mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises'
import path from 'node:path'
import { isSafeKey, type Storage } from './storage'

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.webp': 'image/webp' }
export const LOCAL_URL_PREFIX = '/uploads/'

export function localStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Refusing storage key ${key}`)
    return path.join(root, key)
  }
  return {
    name: 'local',
    async put(key, body) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written under a temporary name and renamed, so a crash never leaves half a file at the key.
      const partial = `${file}.partial-${process.pid}`
      await writeFile(partial, body)
      await rename(partial, file)
    },
    async get(key) {
      if (!isSafeKey(key)) return null
      try {
        const body = await readFile(fileOf(key))
        return { body, contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream' }
      } catch {
        return null
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false
      return access(fileOf(key)).then(
        () => true,
        () => false,
      )
    },
    async delete(keys) {
      await Promise.all(keys.filter(isSafeKey).map((key) => rm(fileOf(key), { force: true })))
    },
    urlFor: (key) => `${LOCAL_URL_PREFIX}${key}`,
    keyFromUrl: (url) => {
      const pathname = url.startsWith('/')
        ? url
        : (() => {
            try {
              return new URL(url).pathname
            } catch {
              return ''
            }
          })()
      if (!pathname.startsWith(LOCAL_URL_PREFIX)) return null
      const key = pathname.slice(LOCAL_URL_PREFIX.length)
      return isSafeKey(key) ? key : null
    },
  }
}
