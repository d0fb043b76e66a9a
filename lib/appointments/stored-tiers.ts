import type { CancellationTier } from './cancellation-tiers'
import { cancellationTiersSchema } from './cancellation-tiers-schema'

/** Tiers as a Json column holds them (a gig's as offered, an owner's defaults); null: none set, or unreadable. */
export function storedTiers(value: unknown): CancellationTier[] | null {
  if (value === null || value === undefined) return null
  return cancellationTiersSchema.safeParse(value).data ?? null
}
