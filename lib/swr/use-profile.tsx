'use client'
// The signed-in owner's profile and the feature catalogue, loaded by the dashboard shell on the server
// and kept fresh by SWR. Any dashboard component reads them with useProfile() and useFeatures().
import { createContext, useContext, type ReactNode } from 'react'
import useSWR from 'swr'
import type { FeatureResponse } from '@/lib/features/schema'
import type { ProfileData } from '@/lib/users/schema'
import { fetcher } from './fetcher'

const ShellContext = createContext<{ profile: ProfileData; features: FeatureResponse[] } | null>(null)

export function ProfileProvider({ profile, features, children }: { profile: ProfileData; features: FeatureResponse[]; children: ReactNode }) {
  return <ShellContext.Provider value={{ profile, features }}>{children}</ShellContext.Provider>
}

export const profileKey = (userId: string) => `/v1/user/profile-data/${userId}`

export function useProfile() {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('useProfile() is only available inside the dashboard')
  const { data, mutate } = useSWR<ProfileData>(profileKey(shell.profile.user._id), fetcher, { fallbackData: shell.profile, revalidateOnMount: false })
  return { user: (data ?? shell.profile).user, wizardSteps: (data ?? shell.profile).wizardSteps, mutate }
}

/** The signed-in owner's time zone inside the dashboard; null on a public page. */
export function useOwnerTimeZone(): string | null {
  return useContext(ShellContext)?.profile.user.timeZone ?? null
}

export function useFeatures() {
  const shell = useContext(ShellContext)
  const { data } = useSWR<FeatureResponse[]>('/v1/subscription/item', fetcher, { fallbackData: shell?.features, revalidateOnMount: false })
  return data ?? []
}
