import { redirect } from 'next/navigation'

/** Spec: /dashboard/manage-reviews is where reviews are managed: the reviews screen. */
export default function ManageReviewsPage() {
  redirect('/dashboard/reviews')
}
