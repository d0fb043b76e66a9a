// The owner's wedding fee rules: one row per owner, none until first saved (no fees at all).
import { prisma, type DbClient } from '@/lib/db'
import type { FeeRules as FeeRulesRow } from '@/lib/generated/prisma/client'
import { feeRulesSchema, NO_FEE_RULES, type EarlyStartFee, type FeeRules } from './schema'

export function toFeeRulesResponse(row: FeeRulesRow | null): FeeRules {
  if (!row) return NO_FEE_RULES
  const rules = feeRulesSchema.parse({
    travel: { freeWithinKm: row.freeWithinKm, perKmCents: row.perKmCents, freeSuburbs: row.freeSuburbs, zones: row.travelZones },
    earlyStartFees: row.earlyStartFees,
    minimumTotalCents: row.minimumTotalCents,
  })
  // Zones saved before travel times had none: 0 minutes, shown as 0 (a blank number field reads as NaN and
  // would make the untouched form unsaveable). A zone without a distance answers null, never a missing key,
  // which the form would fill in on its own and so read as changed.
  const zones = rules.travel.zones.map((zone) => ({ ...zone, travelMinutes: zone.travelMinutes ?? 0, distanceKm: zone.distanceKm ?? null }))
  return { ...rules, travel: { ...rules.travel, zones } }
}

export async function getFeeRules({ user }: { user: { id: string } }, db: DbClient = prisma): Promise<FeeRules> {
  return toFeeRulesResponse(await db.feeRules.findUnique({ where: { userId: user.id } }))
}

/** The early-start fees ({ before: "HH:mm", feeCents }[]) the owner charges, for the day-of timeline's warning. */
export async function getEarlyStartFees({ userId }: { userId: string }, db: DbClient = prisma): Promise<EarlyStartFee[]> {
  return (await getFeeRules({ user: { id: userId } }, db)).earlyStartFees
}

export async function saveFeeRules({ user, input }: { user: { id: string }; input: FeeRules }): Promise<FeeRules> {
  const data = {
    freeWithinKm: input.travel.freeWithinKm,
    perKmCents: input.travel.perKmCents,
    freeSuburbs: input.travel.freeSuburbs,
    travelZones: input.travel.zones,
    earlyStartFees: [...input.earlyStartFees].sort((a, b) => a.before.localeCompare(b.before)),
    minimumTotalCents: input.minimumTotalCents,
  }
  const row = await prisma.feeRules.upsert({ where: { userId: user.id }, create: { userId: user.id, ...data }, update: data })
  return toFeeRulesResponse(row)
}
