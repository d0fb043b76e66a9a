import type { Metadata } from 'next'
import { InstagramUsernameStep } from '@/components/wizard/instagram-username-step'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'

export const metadata: Metadata = { title: 'Your Instagram' }

export default async function InstagramUsernamePage() {
  const user = await requireOwner()
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { instaUsername: true } })
  return <InstagramUsernameStep initial={owner.instaUsername ?? ''} />
}
