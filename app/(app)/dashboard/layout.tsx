// The dashboard shell: loads the owner's profile and the feature catalogue, keeps an owner in the
// setup wizard until it is complete, and frames every screen with the top bar and the bottom tabs, in
// the dashboard's faces (dashboard-fonts.ts).
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'
import { DeletionBanner } from '@/components/account/deletion-banner'
import { SessionEnded } from '@/components/auth/session-ended'
import { ShellChrome } from '@/components/dashboard/shell/shell-chrome'
import { PaymentsOffNote } from '@/components/payments/payments-notes'
import { listFeatures } from '@/lib/features/list-features'
import { paymentsMode } from '@/lib/payments/get-payments'
import { ProfileProvider } from '@/lib/swr/use-profile'
import { findOwner } from '@/lib/users/get-owner'
import { getProfileData } from '@/lib/users/get-profile-data'
import { isSetupPath, WIZARD_STEP_PATHS } from '@/lib/wizard/steps'
import { PATHNAME_HEADER } from '@/lib/http/pathname-header'
import { dashboardFraunces, dashboardInter } from './dashboard-fonts'

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const owner = await findOwner()
  // The cookie was valid but its login has ended (logged out, run out, password reset) or its owner is gone.
  if (!owner) return <SessionEnded />
  const { user } = owner

  const pathname = (await headers()).get(PATHNAME_HEADER) ?? ''
  const [profile, features] = await Promise.all([getProfileData({ user, userId: user.id }), listFeatures()])
  const step = owner.profile.wizardStep
  if (step !== 'complete' && pathname !== WIZARD_STEP_PATHS[step]) redirect(WIZARD_STEP_PATHS[step])
  if (step === 'complete' && isSetupPath(pathname)) redirect('/dashboard')

  return (
    <div className={`${dashboardInter.variable} ${dashboardFraunces.variable} contents font-sans`}>
      <ProfileProvider profile={profile} features={features}>
        <ShellChrome wizardComplete={step === 'complete'}>
          {/* A production server with no Stripe key: every screen says why paid features do nothing. */}
          {step === 'complete' && paymentsMode() === 'off' ? (
            <div className="mx-auto max-w-lg px-4 pt-3">
              <PaymentsOffNote />
            </div>
          ) : null}
          {/* Her account is to be deleted: every screen says when, and keeps it at a tap (but the account screen, which says so itself). */}
          {step === 'complete' && owner.profile.deleteAfter && pathname !== '/dashboard/account' ? (
            <div className="mx-auto max-w-lg px-4 pt-3">
              <DeletionBanner deleteAfter={owner.profile.deleteAfter.toISOString()} timeZone={owner.profile.timeZone} />
            </div>
          ) : null}
          {children}
        </ShellChrome>
      </ProfileProvider>
    </div>
  )
}
