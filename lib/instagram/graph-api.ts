// The Instagram API with Instagram Login: OAuth code exchange, long-lived tokens, the account and its
// media. It reads only Business and Creator accounts; a personal account is explained, not failed.
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import type { InstagramMedia, InstagramPage, InstagramProfile } from './types'

export type GraphConfig = {
  clientId: string
  clientSecret: string
  apiBaseUrl: string
  oauthBaseUrl: string
  authorizeUrl: string
}

export const PERSONAL_ACCOUNT_MESSAGE =
  'Instagram only shares photos from Creator and Business accounts. In Instagram, open Settings, then "Account type and tools", and tap "Switch to professional account" (it is free and takes a minute). Then try again.'

type GraphMedia = {
  id: string
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'
  media_url?: string
  permalink?: string
  caption?: string
  timestamp?: string
  children?: { data: { media_type: string; media_url?: string }[] }
}

const MEDIA_FIELDS = 'id,caption,media_type,media_url,permalink,timestamp,children{media_type,media_url}'

async function call<T>(url: URL, init?: RequestInit): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    log.warn('instagram unreachable', { error })
    throw new AppError('unavailable', 'Instagram is not answering right now. Please try again in a minute.', { retryAfter: 30 })
  }
  const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string; type?: string }; error_message?: string; error_type?: string }
  if (!response.ok) {
    const message = body.error?.message ?? body.error_message ?? ''
    if (/account type|not.*(business|creator|professional)|personal/i.test(message)) throw new AppError('unprocessable', PERSONAL_ACCOUNT_MESSAGE)
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new AppError('unauthorized', 'Instagram did not accept this login. Please connect Instagram again.')
    }
    throw new AppError('bad_gateway', 'Instagram could not answer this time. Please try again.')
  }
  return body
}

export function graphApi(config: GraphConfig) {
  const api = (path: string, params: Record<string, string>) => {
    const url = new URL(path, config.apiBaseUrl)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    return url
  }

  function toMedia(item: GraphMedia): InstagramMedia | null {
    const mediaUrl = item.media_type === 'CAROUSEL_ALBUM' ? item.children?.data.find((child) => child.media_type === 'IMAGE')?.media_url : item.media_url
    if (!mediaUrl) return null
    return {
      id: item.id,
      mediaType: item.media_type,
      mediaUrl,
      permalink: item.permalink ?? null,
      caption: item.caption ?? null,
      timestamp: item.timestamp ?? null,
    }
  }

  return {
    authorizeUrl({ redirectUri, state }: { redirectUri: string; state: string }) {
      const url = new URL(config.authorizeUrl)
      url.searchParams.set('client_id', config.clientId)
      url.searchParams.set('redirect_uri', redirectUri)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('scope', 'instagram_business_basic')
      url.searchParams.set('state', state)
      return url.toString()
    },

    /** Code → short-lived token → long-lived token (60 days). */
    async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }) {
      const form = new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: redirectUri,
        code,
      })
      const short = await call<{ access_token: string; user_id: string | number }>(new URL('/oauth/access_token', config.oauthBaseUrl), {
        method: 'POST',
        body: form,
      })
      const long = await call<{ access_token: string; expires_in?: number }>(
        api('/access_token', { grant_type: 'ig_exchange_token', client_secret: config.clientSecret, access_token: short.access_token }),
      )
      return { accessToken: long.access_token, userId: String(short.user_id), expiresAt: new Date(Date.now() + (long.expires_in ?? 60 * 86400) * 1000) }
    },

    async profile(accessToken: string): Promise<InstagramProfile> {
      const me = await call<{ user_id?: string; id?: string; username: string; name?: string; profile_picture_url?: string; account_type?: string }>(
        api('/me', { fields: 'user_id,username,name,account_type,profile_picture_url', access_token: accessToken }),
      )
      if (me.account_type && !['BUSINESS', 'MEDIA_CREATOR', 'CREATOR'].includes(me.account_type)) throw new AppError('unprocessable', PERSONAL_ACCOUNT_MESSAGE)
      return {
        id: String(me.user_id ?? me.id),
        username: me.username,
        fullName: me.name ?? null,
        profilePicture: me.profile_picture_url ?? null,
        accountType: me.account_type ?? null,
      }
    },

    async media(accessToken: string, { limit, cursor }: { limit: number; cursor?: string | null }): Promise<InstagramPage> {
      const params: Record<string, string> = { fields: MEDIA_FIELDS, limit: String(limit), access_token: accessToken }
      if (cursor) params.after = cursor
      const page = await call<{ data: GraphMedia[]; paging?: { cursors?: { after?: string }; next?: string } }>(api('/me/media', params))
      return {
        media: page.data.map(toMedia).filter((m): m is InstagramMedia => m !== null),
        nextCursor: page.paging?.next ? (page.paging.cursors?.after ?? null) : null,
      }
    },
  }
}
export type GraphApi = ReturnType<typeof graphApi>
