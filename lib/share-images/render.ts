// Draws a share image with the review cards' renderer pieces: satori with the cards' fonts and their
// loader for every glyph those lack (script fonts and Twemoji, all from disk), then sharp. next/og's
// ImageResponse would fetch such glyphs from Google Fonts and a CDN (see lib/cards/render.ts), which
// fails on a closed network and draws boxes in a name like "Glow ✨ 美容".
//
// Drawn images are kept in memory by ETag, so the crawlers of every app a link is pasted into cost one
// render between them; a render that misses that cache counts against the caller's address
// (`shareImage`) and waits its turn in the process's image queue, so the route cannot be used to burn CPU.
import satori from 'satori'
import sharp from 'sharp'
import { GLOWFOLIO_LOGO } from '@/lib/cards/content'
import { loadCoreFonts } from '@/lib/cards/fonts'
import { brandMark, logoAtSize, photoForSlot } from '@/lib/cards/images'
import { loadCardAsset } from '@/lib/cards/render'
import { imageWork } from '@/lib/images/work-queue'
import { log } from '@/lib/log'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { shareImageLayout, SHARE_SLOTS, type ShareArt } from './layout'
import { SHARE_IMAGE_SIZE } from './schema'
import type { ShareSubject } from './subject'

/** About a hundred images with photos; the oldest used goes first. */
const MAX_CACHED_BYTES = 48 * 1024 * 1024
const drawn = new Map<string, Buffer>()
let cachedBytes = 0

function cached(etag: string): Buffer | undefined {
  const png = drawn.get(etag)
  if (png) {
    drawn.delete(etag)
    drawn.set(etag, png)
  }
  return png
}

function keep(etag: string, png: Buffer) {
  // Two requests for an image not yet drawn both draw it; the first one's copy stays.
  if (drawn.has(etag)) return
  drawn.set(etag, png)
  cachedBytes += png.length
  for (const [oldest, bytes] of drawn) {
    if (cachedBytes <= MAX_CACHED_BYTES) break
    drawn.delete(oldest)
    cachedBytes -= bytes.length
  }
}

/** A photo that cannot be read is left out rather than losing the image (it is then not cached). */
async function optional(what: string, load: () => Promise<string>): Promise<string | null> {
  try {
    return await load()
  } catch (error) {
    log.warn('share image photo not loaded', { what, error })
    return null
  }
}

async function loadArt(subject: ShareSubject): Promise<{ art: ShareArt; complete: boolean }> {
  const { cover, profileImg } = subject
  const profileSize = cover ? SHARE_SLOTS.profileBeside : SHARE_SLOTS.profileAlone
  const [logo, coverPhoto, profile] = await Promise.all([
    brandMark(GLOWFOLIO_LOGO, 64),
    cover ? optional('cover', () => photoForSlot(cover.file, SHARE_SLOTS.cover)) : null,
    profileImg ? optional('profile', () => logoAtSize(profileImg, profileSize)) : null,
  ])
  const complete = (!cover || coverPhoto !== null) && (!profileImg || profile !== null)
  return { art: { logo, cover: coverPhoto, profile }, complete }
}

async function drawPng(subject: ShareSubject, art: ShareArt): Promise<Buffer> {
  const { businessName, eyebrow, tagline, rating } = subject
  const svg = await satori(shareImageLayout({ businessName, eyebrow, tagline, rating, art }), {
    ...SHARE_IMAGE_SIZE,
    fonts: loadCoreFonts(),
    loadAdditionalAsset: loadCardAsset,
  })
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()
}

/** The image under this ETag: from memory, or drawn (counted against `ip`) and remembered. */
export async function shareImagePng(subject: ShareSubject, { etag, ip }: { etag: string; ip: string }): Promise<Buffer> {
  const hit = cached(etag)
  if (hit) return hit
  await consumeRateLimit('shareImage', ip)
  // Photos are cropped in the image queue by themselves; the layout and rasterising take a turn of their own.
  const { art, complete } = await loadArt(subject)
  const png = await imageWork.run(() => drawPng(subject, art))
  if (complete) keep(etag, png)
  return png
}

/** Forgets every drawn image (tests measure the drawing path with it). */
export const clearShareImageCache = () => {
  drawn.clear()
  cachedBytes = 0
}
