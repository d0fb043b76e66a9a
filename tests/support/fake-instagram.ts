// A local stand-in for Instagram that speaks its wire formats: the Instagram Login OAuth endpoints,
// the Graph API (/me, /me/media with cursor paging), the CDN serving the photos, and the legacy-shaped
// handle lookup service (/v1/users/{handle}, /v1/users/{handle}/media/recent with next_url).
import sharp from 'sharp'
import { startHttpStub, type StubReply } from './http-stub'

export type FakeAccount = { username: string; accountType: 'MEDIA_CREATOR' | 'BUSINESS' | 'PERSONAL'; photos: number; videos: number }

export async function startFakeInstagram(
  accounts: Record<string, FakeAccount> = { 'code-creator': { username: 'mia.makeup', accountType: 'MEDIA_CREATOR', photos: 20, videos: 2 } },
) {
  const photo = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: { r: 200, g: 120, b: 140 } } })
    .jpeg()
    .toBuffer()
  const tokens = new Map<string, FakeAccount>()
  const handles = new Map(Object.values(accounts).map((account) => [account.username, account]))

  const mediaOf = (account: FakeAccount, base: string) =>
    Array.from({ length: account.photos + account.videos }, (_, index) => {
      const isVideo = index % 7 === 3 && index / 7 < account.videos
      return {
        id: `${account.username}-${index + 1}`,
        media_type: isVideo ? 'VIDEO' : 'IMAGE',
        media_url: `${base}/cdn/${account.username}-${index + 1}.${isVideo ? 'mp4' : 'jpg'}`,
        permalink: `https://www.instagram.com/p/${account.username}${index + 1}/`,
        caption: index % 2 ? 'Soft #Bridal glam for a beach wedding #bride' : 'Editorial colour #editorial',
        timestamp: new Date(Date.UTC(2026, 9, 30 - index)).toISOString(),
      }
    })

  const stub = await startHttpStub((request): StubReply => {
    const base = stub.url
    if (request.path === '/oauth/authorize') {
      const back = new URL(request.query.get('redirect_uri')!)
      back.searchParams.set('code', request.query.get('client_id') === 'ig-client' ? 'code-creator' : 'bad-client')
      back.searchParams.set('state', request.query.get('state') ?? '')
      return { status: 302, headers: { location: back.toString() }, body: '' }
    }
    if (request.path === '/oauth/access_token' && request.method === 'POST') {
      const form = new URLSearchParams(request.body)
      const account = accounts[form.get('code') ?? '']
      if (!account || form.get('client_secret') !== 'ig-secret')
        return { status: 400, json: { error_type: 'OAuthException', code: 400, error_message: 'Invalid authorization code' } }
      if (account.accountType === 'PERSONAL')
        return { status: 400, json: { error_type: 'OAuthException', code: 400, error_message: 'Invalid account type: personal accounts are not supported' } }
      tokens.set(`short-${account.username}`, account)
      return { json: { access_token: `short-${account.username}`, user_id: 17841400000000000 + account.photos, permissions: ['instagram_business_basic'] } }
    }
    if (request.path === '/access_token') {
      const account = tokens.get(request.query.get('access_token') ?? '')
      if (!account) return { status: 400, json: { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } } }
      tokens.set(`long-${account.username}`, account)
      return { json: { access_token: `long-${account.username}`, token_type: 'bearer', expires_in: 5183944 } }
    }
    if (request.path === '/me' || request.path === '/me/media') {
      const account = tokens.get(request.query.get('access_token') ?? '')
      if (!account) return { status: 400, json: { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } } }
      if (request.path === '/me')
        return { json: { user_id: `ig-${account.username}`, username: account.username, name: 'Mia Makeup', account_type: account.accountType } }
      const all = mediaOf(account, base)
      const limit = Number(request.query.get('limit') ?? 25)
      const start = Number(request.query.get('after') ?? 0)
      const data = all.slice(start, start + limit)
      const more = start + limit < all.length
      return {
        json: {
          data,
          paging: { cursors: { before: String(start), after: String(start + limit) }, ...(more ? { next: `${base}/me/media?after=${start + limit}` } : {}) },
        },
      }
    }
    if (request.path.startsWith('/cdn/'))
      return request.path.endsWith('.jpg') ? { body: photo, headers: { 'content-type': 'image/jpeg' } } : { status: 404, body: '' }
    const user = request.path.match(/^\/v1\/users\/([^/]+)(\/media\/recent)?$/)
    if (user) {
      const account = handles.get(decodeURIComponent(user[1]))
      if (!account) return { status: 404, json: { meta: { code: 404, error_message: 'this user does not exist' } } }
      if (!user[2])
        return {
          json: {
            data: {
              id: `ig-${account.username}`,
              username: account.username,
              profile_picture: `${base}/cdn/${account.username}-1.jpg`,
              full_name: 'Mia Makeup',
            },
          },
        }
      const all = mediaOf(account, base)
      const count = Number(request.query.get('count') ?? 20)
      const start = Number(request.query.get('max_id') ?? 0)
      const data = all.slice(start, start + count).map((m) => ({
        id: m.id,
        type: m.media_type === 'VIDEO' ? 'video' : 'image',
        images: { standard_resolution: { url: m.media_url, width: 1080, height: 1080 } },
        link: m.permalink,
        caption: { text: m.caption },
        created_time: String(Math.floor(new Date(m.timestamp).getTime() / 1000)),
      }))
      const more = start + count < all.length
      return {
        json: { data, pagination: more ? { next_url: `${base}/v1/users/${account.username}/media/recent?count=${count}&max_id=${start + count}` } : {} },
      }
    }
    return { status: 404, json: { error: { message: 'Unknown path' } } }
  })
  return stub
}

/** The env that points the app at the fake. */
export const fakeInstagramEnv = (url: string) => ({
  INSTAGRAM_CLIENT_ID: 'ig-client',
  INSTAGRAM_CLIENT_SECRET: 'ig-secret',
  INSTAGRAM_API_BASE_URL: url,
  INSTAGRAM_OAUTH_BASE_URL: url,
  INSTAGRAM_AUTHORIZE_URL: `${url}/oauth/authorize`,
  INSTAGRAM_PROXY_BASE_URL: url,
})
