'use client'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { PhoneApp } from '@/components/push/phone-app'
import { BottomTabs } from './bottom-tabs'
import { TopBar } from './top-bar'

/** The top bar and bottom tabs, shown once the wizard is complete (and not on its closing screen). */
export function ShellChrome({ wizardComplete, children }: { wizardComplete: boolean; children: ReactNode }) {
  const pathname = usePathname()
  // The wizard's closing screen and site previews take the whole screen.
  const chrome = wizardComplete && pathname !== '/dashboard/complete' && !pathname.startsWith('/dashboard/preview')
  return (
    <>
      {chrome ? <TopBar /> : null}
      <main id="content">{children}</main>
      {chrome ? <BottomTabs /> : null}
      <PhoneApp wizardComplete={wizardComplete} />
    </>
  )
}
