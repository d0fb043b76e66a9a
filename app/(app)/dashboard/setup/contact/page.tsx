import type { Metadata } from 'next'
import { ContactStep } from '@/components/wizard/contact-step'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Contact Details' }

export default async function ContactPage() {
  const { profile: owner } = await getOwner()
  return <ContactStep initial={{ mobile: owner.mobile ?? '', city: owner.locationCity ?? '' }} />
}
