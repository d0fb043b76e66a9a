import type { Metadata } from 'next'
import { AuthCard, SignUpFooter } from '@/components/auth/auth-card'
import { LoginForm } from '@/components/auth/login-form'
import { facebookLoginEnabled } from '@/lib/auth/next-auth'

export const metadata: Metadata = { title: 'Log in' }

/** The link of the verification e-mail: verifies the code, then offers to log in. */
export default async function VerifyAndLoginPage({ params }: PageProps<'/login/[emailCode]'>) {
  const { emailCode } = await params
  return (
    <AuthCard title="Welcome to Glowfolio" subtitle="Log in to set up your free business website." footer={<SignUpFooter />}>
      <LoginForm facebookEnabled={facebookLoginEnabled()} next="/dashboard" emailCode={emailCode} />
    </AuthCard>
  )
}
