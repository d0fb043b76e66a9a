import type { Metadata } from 'next'
import { CreatingSite } from '@/components/wizard/creating-site'

export const metadata: Metadata = { title: "We're creating your site" }

export default function CompletePage() {
  return <CreatingSite />
}
