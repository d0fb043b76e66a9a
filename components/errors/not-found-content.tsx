// A plain link, not next/link: like the error pages (./error-mark), this page's client code loads with
// every screen, and a full load is the right way back from a page that is not there.
import { buttonVariants } from '@/components/ui/button-variants'
import { ErrorMark } from './error-mark'

export function NotFoundContent() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <ErrorMark />
      <h1 className="mt-6 font-display text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 text-[15px] leading-6 text-muted">This page may have moved or been deleted.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, so that next/link's client code stays off every screen's first load */}
      <a href="/dashboard" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        Back to your dashboard
      </a>
    </main>
  )
}
