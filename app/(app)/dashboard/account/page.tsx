import type { Metadata } from 'next'
import { AccountScreen } from '@/components/account/account-screen'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Your account' }

export default async function AccountPage() {
  const { profile } = await getOwner()
  return <AccountScreen email={profile.email} deleteAfter={profile.deleteAfter?.toISOString() ?? null} timeZone={profile.timeZone} />
}
