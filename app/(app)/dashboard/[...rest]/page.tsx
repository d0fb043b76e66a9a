import { redirect } from 'next/navigation'

/** Any dashboard path no page claims. */
export default function UnknownDashboardPage() {
  redirect('/not-found')
}
