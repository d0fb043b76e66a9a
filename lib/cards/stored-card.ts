// Cards are drawn once. A card is a pure function of what its ETag hashes (the review, the template's
// design, the owner's logo and name, the fonts and the renderer: lib/cards/etag.ts), so its PNG is
// stored under that ETag the first time it is drawn and read back after that. Any change makes a new
// ETag, so a new key: a stored card is never overwritten or deleted in place. Storage is only a cache
// here: when it fails or hangs, the card is drawn as if it had never been stored.
import { log } from '@/lib/log'
import { getStorage } from '@/lib/storage/get-storage'
import { readCached } from '@/lib/storage/read-cached'
import type { Storage } from '@/lib/storage/storage'
import { renderShareableCard, type ShareableCard } from './find-card'

/** The storage key of a card: its ETag, which is base64url between quotes. */
export const cardStorageKey = (etag: string) => `cards/${etag.replaceAll('"', '')}.png`

/** A stored card comes back in a few ms; past this, storage is treated as down and the card is drawn. */
const READ_TIMEOUT_MS = 1_500

type Drawing = { png: Promise<Buffer>; stored: Promise<void> }
/** Cards being drawn, by key: one asked for twice at once is drawn once. */
const drawing = new Map<string, Drawing>()

/**
 * Draws the card and stores it. `png` resolves as soon as it is drawn (a request does not wait for
 * the upload); `stored` once it is stored, or once storing failed, which is logged and changes nothing
 * else: the next request draws it again.
 */
export function drawCard(card: ShareableCard, storage: Storage = getStorage()): Drawing {
  const key = cardStorageKey(card.etag)
  const running = drawing.get(key)
  if (running) return running
  const png = renderShareableCard(card)
  const stored = png.then(
    (body) => storage.put(key, body, 'image/png').catch((error: unknown) => log.warn('card not stored', { key, error })),
    () => undefined,
  )
  const entry = { png, stored }
  drawing.set(key, entry)
  void stored.finally(() => drawing.delete(key))
  return entry
}

/**
 * The card's PNG: the stored one when it was drawn before, else drawn now and stored. `beforeDrawing`
 * runs only when it must be drawn (the route counts its rate limit there: a stored card costs nothing).
 */
export async function loadCardPng(
  card: ShareableCard,
  { storage = getStorage(), beforeDrawing }: { storage?: Storage; beforeDrawing?: () => Promise<unknown> } = {},
): Promise<Buffer> {
  const stored = await readCached(storage, cardStorageKey(card.etag), READ_TIMEOUT_MS)
  if (stored) return stored
  await beforeDrawing?.()
  return drawCard(card, storage).png
}
