import { otherMethods } from '@/lib/http/fallback-routes'
import { matchesEtag } from '@/lib/http/etag'
import { route } from '@/lib/http/route'
import { shareImagePng } from '@/lib/share-images/render'
import { shareImageParams, shareImageQuery } from '@/lib/share-images/schema'
import { findShareSubject, shareImageCacheControl, shareImageEtag } from '@/lib/share-images/subject'

/** The share image (og:image) of an owner's public page: /share-image/{userId}/{site|book|review|offer}.png */
export const GET = route({ auth: 'public', params: shareImageParams, query: shareImageQuery }, async ({ params, query, request, ip }) => {
  const subject = await findShareSubject(params)
  const etag = shareImageEtag(subject)
  const headers = { etag, 'cache-control': shareImageCacheControl(etag, query.v), vary: 'Accept-Encoding' }
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  const png = await shareImagePng(subject, { etag, ip })
  return new Response(new Uint8Array(png), {
    headers: { ...headers, 'content-type': 'image/png', 'content-length': String(png.length), 'x-content-type-options': 'nosniff' },
  })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
