import type { Metadata } from 'next'
import { InstagramStep } from '@/components/wizard/instagram-step'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { isDemoInstagram } from '@/lib/instagram/config'

export const metadata: Metadata = { title: 'Sync photos from Instagram' }

export default async function InstagramPage() {
  const user = await requireOwner()
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { instagramUserId: true } })
  return <InstagramStep connected={owner.instagramUserId !== null} demo={isDemoInstagram()} />
}
