import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { PROXY_CACHE_CONTROL, proxyImage } from '@/lib/net/proxy-image'
import { routeImageQuery } from '@/lib/net/schema'

export const GET = route({ auth: 'public', rateLimit: 'imageProxy', query: routeImageQuery }, async ({ query }) => {
  const image = await proxyImage(query.url)
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'content-type': image.contentType,
      'content-length': String(image.bytes.length),
      'cache-control': PROXY_CACHE_CONTROL,
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
