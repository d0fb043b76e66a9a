// With no Instagram configured, a demo account serves the sample photos shipped in public/demo, so the
// wizard and albums work on a laptop with no accounts. The UI says it is a demo.
import type { InstagramMedia, InstagramPage, InstagramProfile } from './types'

export const DEMO_ACCOUNT_ID = 'demo'
const DEMO_PHOTOS = 16

const CAPTIONS = [
  'Soft bridal glam for a garden wedding #bridal #bride #softglam',
  'Editorial colour story for a magazine shoot #editorial #colour',
  'Glowing skin prep, the secret to makeup that lasts #skinprep #glow',
  'Formal night: bronze smoky eye #formal #smokyeye #glam',
  'Engagement shoot, natural and fresh #engagement #natural',
  'Bridesmaids ready to go! #bridal #bridesmaids',
]

export function demoMedia(): InstagramMedia[] {
  return Array.from({ length: DEMO_PHOTOS }, (_, index) => {
    const n = String(index + 1).padStart(2, '0')
    return {
      id: `demo-media-${n}`,
      mediaType: 'IMAGE',
      mediaUrl: `/demo/photo-${n}.jpg`,
      permalink: null,
      caption: CAPTIONS[index % CAPTIONS.length],
      timestamp: new Date(Date.UTC(2026, 9, 30 - index)).toISOString(),
    }
  })
}

export const demoSource = {
  profile(handle: string): InstagramProfile {
    return { id: `${DEMO_ACCOUNT_ID}-${handle}`, username: handle, fullName: null, profilePicture: '/demo/profile.jpg', accountType: 'DEMO' }
  },
  media({ limit, cursor }: { limit: number; cursor?: string | null }): InstagramPage {
    const all = demoMedia()
    const start = cursor ? Number(cursor) || 0 : 0
    const media = all.slice(start, start + limit)
    return { media, nextCursor: start + limit < all.length ? String(start + limit) : null }
  },
}
