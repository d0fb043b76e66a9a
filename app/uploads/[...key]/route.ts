import type { NextRequest } from 'next/server'
import { PRIVATE_PREFIX } from '@/lib/clients/photo-url'
import { getStorage } from '@/lib/storage/get-storage'

/**
 * Serves locally stored images (the default storage). Keys are random and never reused: cache forever.
 * Clients' own albums (private/) are never served here: only GET /v1/clients/{id}/photos/{photoId}, to their owner.
 */
export async function GET(_request: NextRequest, { params }: RouteContext<'/uploads/[...key]'>) {
  const { key } = await params
  if (`${key.join('/')}/`.startsWith(PRIVATE_PREFIX)) return new Response('Not found', { status: 404 })
  const object = await getStorage().get(key.join('/'))
  if (!object) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(object.body), {
    headers: {
      'content-type': object.contentType,
      'content-length': String(object.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  })
}
