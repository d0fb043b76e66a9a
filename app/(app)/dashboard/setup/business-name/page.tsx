import type { Metadata } from 'next'
import { BusinessNameStep } from '@/components/wizard/business-name-step'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'

export const metadata: Metadata = { title: 'Your business profile' }

export default async function BusinessNamePage() {
  const user = await requireOwner()
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { businessName: true } })
  return <BusinessNameStep initial={owner.businessName ?? ''} siteAddress={env.ROOT_DOMAIN ? `{slug}.${env.ROOT_DOMAIN}` : `${new URL(env.APP_URL).host}/{slug}`} />
}
