import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { ImportReviewsForm } from '@/components/reviews/import-reviews-form'

export const metadata: Metadata = { title: 'Import your reviews' }

export default function ImportReviewsPage() {
  return (
    <DashboardPage title="Import your reviews" backHref="/dashboard/reviews">
      <ImportReviewsForm />
    </DashboardPage>
  )
}
