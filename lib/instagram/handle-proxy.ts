// A lookup service for public Instagram handles (the spec's third-party proxy): GET /v1/users/{handle}
// and /v1/users/{handle}/media/recent?count=35, paged by next_url. Only its own origin is followed: a
// next_url that is not a link there is the client's mistake (400), never fetched.
import { AppError } from '@/lib/errors'
import type { InstagramMedia, InstagramPage } from './types'

type ProxyMedia = {
  id: string
  type?: string
  images?: { standard_resolution?: { url?: string } }
  link?: string
  caption?: { text?: string } | null
  created_time?: string
}

export const BAD_NEXT_URL = 'next_url must be the next_url of a previous page'

export function handleProxy(baseUrl: string) {
  const origin = new URL(baseUrl).origin

  /** The client's paging cursor: only a link on the lookup service's own origin is ever followed. */
  function pageLink(cursor: string): URL {
    let url: URL
    try {
      url = new URL(cursor)
    } catch {
      throw new AppError('bad_request', BAD_NEXT_URL)
    }
    if (url.origin !== origin) throw new AppError('bad_request', BAD_NEXT_URL)
    return url
  }

  async function get<T>(url: URL): Promise<T | null> {
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
    } catch {
      throw new AppError('unavailable', 'Instagram is not answering right now. Please try again in a minute.', { retryAfter: 30 })
    }
    if (response.status === 404) return null
    if (!response.ok) throw new AppError('bad_gateway', 'Instagram could not answer this time. Please try again.')
    return (await response.json()) as T
  }

  return {
    async lookup(handle: string) {
      const user = await get<{ data?: ProxyUser } & ProxyUser>(new URL(`/v1/users/${encodeURIComponent(handle)}`, baseUrl))
      if (!user) return null
      const data = user.data ?? user
      return { id: String(data.id), profilePicture: data.profile_picture ?? null, fullName: data.full_name ?? null }
    },

    async recentMedia(handle: string, { count, cursor }: { count: number; cursor?: string | null }): Promise<InstagramPage | null> {
      const url = cursor ? pageLink(cursor) : new URL(`/v1/users/${encodeURIComponent(handle)}/media/recent`, baseUrl)
      if (!cursor) url.searchParams.set('count', String(count))
      const page = await get<{ data: ProxyMedia[]; pagination?: { next_url?: string } }>(url)
      if (!page) return null
      const media = page.data.flatMap((item): InstagramMedia[] => {
        const mediaUrl = item.images?.standard_resolution?.url
        if (!mediaUrl) return []
        const mediaType = item.type === 'video' ? 'VIDEO' : item.type === 'carousel' ? 'CAROUSEL_ALBUM' : 'IMAGE'
        const timestamp = item.created_time ? new Date(Number(item.created_time) * 1000).toISOString() : null
        return [{ id: item.id, mediaType, mediaUrl, permalink: item.link ?? null, caption: item.caption?.text ?? null, timestamp }]
      })
      return { media, nextCursor: page.pagination?.next_url ?? null }
    },
  }
}

type ProxyUser = { id: string | number; profile_picture?: string; full_name?: string }
export type HandleProxy = ReturnType<typeof handleProxy>
