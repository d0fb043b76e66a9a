import { env } from '@/lib/env'

/** A browser request sent by one of our own pages: its Origin is this host or APP_URL. */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin) return false
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  try {
    const originUrl = new URL(origin)
    return originUrl.host === host || origin === new URL(env.APP_URL).origin
  } catch {
    return false
  }
}
