import type { Metadata } from 'next'
import { KitStep } from '@/components/wizard/kit-step'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { kitItem } from '@/lib/kit/schema'

export const metadata: Metadata = { title: 'My Kit' }

export default async function KitPage() {
  const user = await requireOwner()
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { kit: true } })
  return <KitStep initial={kitItem.array().catch([]).parse(owner.kit)} />
}
