import type { Metadata } from 'next'
import { SitePreviewPage } from '@/components/design/site-preview-page'
import { requireOwner } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Preview' }

export default async function PreviewSitePage() {
  const user = await requireOwner()
  return <SitePreviewPage userId={user.id} />
}
