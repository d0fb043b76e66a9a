import type { Metadata } from 'next'
import { SitePreviewPage } from '@/components/design/site-preview-page'

export const metadata: Metadata = { title: 'Preview' }

export default async function PreviewSitePage() {
  return <SitePreviewPage />
}
