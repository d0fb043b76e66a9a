import type { Metadata } from 'next'
import { KitStep } from '@/components/wizard/kit-step'
import { kitItem } from '@/lib/kit/schema'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'My Kit' }

export default async function KitPage() {
  const { profile: owner } = await getOwner()
  return <KitStep initial={kitItem.array().catch([]).parse(owner.kit)} />
}
