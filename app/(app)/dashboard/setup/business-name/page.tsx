import type { Metadata } from 'next'
import { BusinessNameStep } from '@/components/wizard/business-name-step'
import { env } from '@/lib/env'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Your business profile' }

export default async function BusinessNamePage() {
  const { profile: owner } = await getOwner()
  return (
    <BusinessNameStep initial={owner.businessName ?? ''} siteAddress={env.ROOT_DOMAIN ? `{slug}.${env.ROOT_DOMAIN}` : `${new URL(env.APP_URL).host}/{slug}`} />
  )
}
