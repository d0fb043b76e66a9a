import type { Metadata } from 'next'
import { InstagramUsernameStep } from '@/components/wizard/instagram-username-step'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Your Instagram' }

export default async function InstagramUsernamePage() {
  const { profile: owner } = await getOwner()
  return <InstagramUsernameStep initial={owner.instaUsername ?? ''} />
}
