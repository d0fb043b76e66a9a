import { MailCheck } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/components/auth/auth-card'
import { Button } from '@/components/ui/button'

export const metadata: Metadata = { title: 'Check your inbox' }

export default async function SignupCompletePage({ searchParams }: PageProps<'/on-signup-complete'>) {
  const { email } = await searchParams
  const address = typeof email === 'string' && email ? email : null
  return (
    <AuthCard title="Check your inbox" subtitle="One last step before we build your website.">
      <div className="rounded-card bg-white p-6 text-center shadow-card">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <MailCheck className="size-8" aria-hidden="true" />
        </span>
        {address ? (
          // The address on a line of its own, broken only where it has to be.
          <p className="mt-5 text-[15px] leading-6">
            We sent a link to <strong className="my-1 block text-base [overflow-wrap:anywhere]">{address}</strong>
            Tap it to confirm your address, then log in to set up your site.
          </p>
        ) : (
          <p className="mt-5 text-[15px] leading-6">We sent a link to your email address. Tap it to confirm your address, then log in to set up your site.</p>
        )}
        <p className="mt-3 text-sm text-muted">Nothing there? Check your spam folder, or sign up again with another address.</p>
      </div>
      <Button asChild variant="outline" size="lg" block className="mt-6">
        <Link href="/login">I&apos;ve verified, log me in</Link>
      </Button>
    </AuthCard>
  )
}
