import type { Metadata } from 'next'
import { AuthCard, SignUpFooter } from '@/components/auth/auth-card'
import { LoginForm } from '@/components/auth/login-form'
import { facebookLoginEnabled } from '@/lib/auth/next-auth'
import { safeNextPath } from '@/lib/auth/next-path'

export const metadata: Metadata = { title: 'Log in' }

export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  const { next, error } = await searchParams
  return (
    <AuthCard title="Welcome back" subtitle="Log in to your business." footer={<SignUpFooter />}>
      <LoginForm facebookEnabled={facebookLoginEnabled()} next={safeNextPath(next)} error={typeof error === 'string' ? error : undefined} />
    </AuthCard>
  )
}
