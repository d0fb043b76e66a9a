import type { Metadata } from 'next'
import { ProfileImageStep } from '@/components/wizard/profile-image-step'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'

export const metadata: Metadata = { title: 'Profile Image' }

export default async function ProfileImagePage() {
  const user = await requireOwner()
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { profileImg: true, businessName: true } })
  return <ProfileImageStep initial={owner.profileImg} businessName={owner.businessName ?? 'Your business'} />
}
