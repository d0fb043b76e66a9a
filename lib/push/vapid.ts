// The VAPID keys (RFC 8292) that sign every push: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY in production;
// without them, a pair generated once and kept in the data directory (like the local AUTH_SECRET), so a
// laptop or a test server pushes with no setup and its subscriptions survive restarts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import { env } from '@/lib/env'

export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

let cached: VapidKeys | undefined

function localKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const keys = webpush.generateVAPIDKeys()
    try {
      // `wx`: two processes starting together keep the first one's pair.
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' })
      return keys
    } catch {
      return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    }
  }
}

export function vapidKeys(): VapidKeys {
  if (cached) return cached
  const keys = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : localKeys(env.DATA_DIR)
  cached = { ...keys, subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}` }
  return cached
}
