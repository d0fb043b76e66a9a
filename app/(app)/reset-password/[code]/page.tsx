import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '@/components/auth/auth-card'
import { ResetLinkExpired } from '@/components/auth/link-expired'
import { ResetPasswordForm } from '@/components/auth/reset-password-form'
import { isResetLinkUsable, RESET_LINK_INVALID } from '@/lib/auth/password-reset'

export const metadata: Metadata = { title: 'New password' }

export default async function ResetPasswordPage({ params }: PageProps<'/reset-password/[code]'>) {
  const { code } = await params
  const usable = await isResetLinkUsable(code)
  return (
    <AuthCard
      title={usable ? 'Choose a new password' : 'This link has expired'}
      subtitle={usable ? 'You will log in with it from now on.' : undefined}
      footer={
        <Link href="/login" className="font-semibold text-brand-700">
          Back to log in
        </Link>
      }
    >
      {usable ? <ResetPasswordForm code={code} /> : <ResetLinkExpired message={RESET_LINK_INVALID} />}
    </AuthCard>
  )
}
