import type { Metadata } from 'next'
import { SitePreviewPage } from '@/components/design/site-preview-page'

export const metadata: Metadata = { title: 'Preview a theme' }

export default async function DemoThemePage({ params }: PageProps<'/dashboard/preview-site/demo/[themeId]'>) {
  return <SitePreviewPage themeId={(await params).themeId.slice(0, 64)} />
}
