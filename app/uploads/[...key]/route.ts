import type { NextRequest } from 'next/server'
import { getStorage } from '@/lib/storage/get-storage'

/** Serves locally stored images (the default storage). Keys are random and never reused: cache forever. */
export async function GET(_request: NextRequest, { params }: RouteContext<'/uploads/[...key]'>) {
  const { key } = await params
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
