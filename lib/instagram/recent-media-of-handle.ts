import { AppError } from '@/lib/errors'
import { alertNoInstagramMedia } from './alert'
import { isDemoInstagram, proxyFromEnv } from './config'
import { demoSource } from './demo-source'
import { isPhoto } from './types'

/** Recent photos of a public handle (the spec's proxy call, count 35, paged by next_url). */
export async function recentMediaOfHandle({ user, handle, count, cursor }: { user: { id: string }; handle: string; count: number; cursor?: string }) {
  const proxy = proxyFromEnv()
  const page = proxy ? await proxy.recentMedia(handle, { count, cursor }) : isDemoInstagram() ? demoSource.media({ limit: count, cursor }) : null
  if (!page) throw new AppError('not_found', 'No such username')
  if (!cursor && page.media.length === 0) await alertNoInstagramMedia({ userId: user.id, handle, source: proxy ? 'handle' : 'demo' })
  return { data: page.media.filter(isPhoto), pagination: { next_url: page.nextCursor } }
}
