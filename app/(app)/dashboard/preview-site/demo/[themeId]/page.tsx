import type { Metadata } from 'next'
import { SitePreviewPage } from '@/components/design/site-preview-page'
import { requireOwner } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Preview a theme' }

export default async function DemoThemePage({ params }: PageProps<'/dashboard/preview-site/demo/[themeId]'>) {
  const user = await requireOwner()
  return <SitePreviewPage userId={user.id} themeId={(await params).themeId.slice(0, 64)} />
}
