// GET /v1/util/route-image: the image proxy of the spec. It answers the image's bytes only once they
// have been checked to be an allowed image type, so it can never relay a page, a script or an SVG.
import { loadImage } from './load-image'
import type { ImageType } from './image-types'

export const PROXY_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

export async function proxyImage(url: string): Promise<{ bytes: Buffer; contentType: ImageType }> {
  const image = await loadImage(url)
  return { bytes: image.bytes, contentType: image.contentType as ImageType }
}
