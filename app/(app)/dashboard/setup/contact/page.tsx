import type { Metadata } from 'next'
import { ContactStep } from '@/components/wizard/contact-step'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'

export const metadata: Metadata = { title: 'Contact Details' }

export default async function ContactPage() {
  const user = await requireOwner()
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { mobile: true, locationCity: true } })
  return <ContactStep initial={{ mobile: owner.mobile ?? '', city: owner.locationCity ?? '' }} />
}
