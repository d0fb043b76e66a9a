import type { Metadata } from 'next'
import { ProfileImageStep } from '@/components/wizard/profile-image-step'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Profile Image' }

export default async function ProfileImagePage() {
  const { profile: owner } = await getOwner()
  return <ProfileImageStep initial={owner.profileImg} businessName={owner.businessName ?? 'Your business'} />
}
