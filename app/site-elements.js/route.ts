import { SITE_ELEMENTS_SCRIPT } from '@/components/site/parts/site-elements-script'

/** The public site's only script (components/site/parts/site-elements.ts). Its address carries its hash: cache it for good. */
export function GET() {
  return new Response(SITE_ELEMENTS_SCRIPT, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  })
}
