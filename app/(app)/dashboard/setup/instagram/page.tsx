import type { Metadata } from 'next'
import { InstagramStep } from '@/components/wizard/instagram-step'
import { isDemoInstagram } from '@/lib/instagram/config'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Sync photos from Instagram' }

export default async function InstagramPage() {
  const { profile: owner } = await getOwner()
  return <InstagramStep connected={owner.instagramUserId !== null} demo={isDemoInstagram()} />
}
