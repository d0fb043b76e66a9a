// The owner's usual wedding (her party, trial run, retainer and terms): saved from the quote builder, it
// is where her next wedding quote starts. One row per owner, none until first saved.
import { prisma } from '@/lib/db'
import type { WeddingPackage as WeddingPackageRow } from '@/lib/generated/prisma/client'
import { Prisma } from '@/lib/generated/prisma/client'
import { weddingPackageSchema, type WeddingPackage } from './schema'

const toWeddingPackage = (row: WeddingPackageRow): WeddingPackage =>
  weddingPackageSchema.parse({ party: row.party, trial: row.trial, retainer: row.retainer, retainerRefundable: row.retainerRefundable, terms: row.terms })

export async function getWeddingPackage({ user }: { user: { id: string } }): Promise<WeddingPackage | null> {
  const row = await prisma.weddingPackage.findUnique({ where: { userId: user.id } })
  return row ? toWeddingPackage(row) : null
}

export async function saveWeddingPackage({ user, input }: { user: { id: string }; input: WeddingPackage }): Promise<WeddingPackage> {
  const data = {
    party: input.party,
    trial: input.trial ?? Prisma.DbNull,
    retainer: input.retainer,
    retainerRefundable: input.retainerRefundable,
    terms: input.terms,
  }
  const row = await prisma.weddingPackage.upsert({ where: { userId: user.id }, create: { userId: user.id, ...data }, update: data })
  return toWeddingPackage(row)
}
