import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/components/auth/auth-card'
import { LoginForm } from '@/components/auth/login-form'
import { facebookLoginEnabled } from '@/lib/auth/next-auth'

export const metadata: Metadata = { title: 'Log in' }

/** The link of the verification e-mail: verifies the code, then offers to log in. */
export default async function VerifyAndLoginPage({ params }: PageProps<'/login/[emailCode]'>) {
  const { emailCode } = await params
  return (
    <AuthCard
      title="Welcome to Glowfolio"
      subtitle="Log in to set up your free business website."
      footer={
        <>
          New to Glowfolio?{' '}
          <Link href="/signup" className="font-semibold text-brand-700">
            Sign up - it&apos;s free
          </Link>
        </>
      }
    >
      <LoginForm facebookEnabled={facebookLoginEnabled()} next="/dashboard" emailCode={emailCode} />
    </AuthCard>
  )
}
