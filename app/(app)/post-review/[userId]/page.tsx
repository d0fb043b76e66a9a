import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { LogoMark } from '@/components/brand/logo'
import { PublicReviewForm } from '@/components/reviews/public-review-form'
import { openReviewRequest } from '@/lib/review-requests/open-request'
import { getReviewFormOwner } from '@/lib/reviews/get-review-form-owner'
import { OWN_SOURCE } from '@/lib/reviews/limits'
import { shareImageUrlFor } from '@/lib/share-images/subject'
import { publicPageMetadata } from '@/lib/site/site-metadata'

export async function generateMetadata({ params }: PageProps<'/post-review/[userId]'>): Promise<Metadata> {
  const owner = await getReviewFormOwner((await params).userId)
  const title = owner?.businessName ? `Review ${owner.businessName}` : 'Leave a review'
  if (!owner) return { title, robots: { index: false } }
  return { title, robots: { index: false }, ...publicPageMetadata({ title, image: await shareImageUrlFor(owner.id, 'review'), alt: title }) }
}

export default async function PostReviewPage({ params, searchParams }: PageProps<'/post-review/[userId]'>) {
  const [{ userId }, { source, r }] = await Promise.all([params, searchParams])
  const owner = await getReviewFormOwner(userId)
  if (!owner) redirect('/not-found')
  // A review request's signed link: her name filled in, and the visit counted as the request opened.
  const token = typeof r === 'string' ? r : null
  const opened = token ? await openReviewRequest({ userId: owner.id, token }) : null
  const request = token && opened && !opened.reviewed ? { token, customerName: opened.customerName } : null
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-6 pb-10">
      <PublicReviewForm owner={owner} request={request} source={typeof source === 'string' && source.trim() ? source.trim().slice(0, 40) : OWN_SOURCE} />
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Reviews collected by Glowfolio
      </p>
    </main>
  )
}
