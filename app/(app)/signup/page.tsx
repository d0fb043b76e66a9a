import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/components/auth/auth-card'
import { FacebookButton } from '@/components/auth/facebook-button'
import { SignupForm } from '@/components/auth/signup-form'
import { facebookLoginEnabled } from '@/lib/auth/next-auth'

export const metadata: Metadata = { title: 'Sign up' }

export default function SignupPage() {
  return (
    <AuthCard
      title="Create your free website"
      subtitle="Get setup in under 3 minutes"
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-brand-700">
            Log in
          </Link>
        </>
      }
    >
      <SignupForm />
      {facebookLoginEnabled() ? (
        <div className="mt-4">
          <FacebookButton label="Continue with Facebook" callbackUrl="/dashboard" />
        </div>
      ) : null}
    </AuthCard>
  )
}
