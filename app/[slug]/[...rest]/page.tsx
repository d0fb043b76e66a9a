import { redirect } from 'next/navigation'

/** Any deeper path under a site: the spec sends unknown paths to /not-found. */
export default function UnknownSitePath() {
  redirect('/not-found')
}
