import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/components/auth/auth-card'
import { ResetPasswordForm } from '@/components/auth/reset-password-form'

export const metadata: Metadata = { title: 'New password' }

export default async function ResetPasswordPage({ params }: PageProps<'/reset-password/[code]'>) {
  const { code } = await params
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="You will log in with it from now on."
      footer={
        <Link href="/login" className="font-semibold text-brand-700">
          Back to log in
        </Link>
      }
    >
      <ResetPasswordForm code={code} />
    </AuthCard>
  )
}
