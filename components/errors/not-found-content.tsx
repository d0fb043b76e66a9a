import { Compass } from 'lucide-react'
import Link from 'next/link'
import { Button } from '@/components/ui/button'

export function NotFoundContent() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold">Page not found</h1>
      <p className="mt-3 text-[15px] leading-6 text-muted">This page may have moved or been deleted.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/dashboard">Back to your dashboard</Link>
      </Button>
    </main>
  )
}
