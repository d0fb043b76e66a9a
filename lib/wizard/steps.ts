// The setup wizard's steps in the order the server walks them, and the page of each.
import type { WizardStep } from '@/lib/generated/prisma/enums'

export const WIZARD_STEPS = ['businessName', 'instaLogin', 'instaUsername', 'kit', 'contact', 'profileImg'] as const satisfies readonly WizardStep[]

export const WIZARD_STEP_PATHS: Record<WizardStep, string> = {
  businessName: '/dashboard/setup/business-name',
  instaLogin: '/dashboard/setup/instagram',
  instaUsername: '/dashboard/setup/instagram-username',
  kit: '/dashboard/setup/kit',
  contact: '/dashboard/setup/contact',
  profileImg: '/dashboard/setup/profile-img',
  complete: '/dashboard/complete',
}

/** The wizard's step pages. /dashboard/complete is not one: owners see it just after finishing. */
export const isSetupPath = (pathname: string) => pathname === '/dashboard/setup' || pathname.startsWith('/dashboard/setup/')
