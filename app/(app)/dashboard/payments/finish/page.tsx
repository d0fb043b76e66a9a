import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { requireOwner } from '@/lib/auth/session'
import { connectPayouts } from '@/lib/payouts/connect-payouts'

export const metadata: Metadata = { title: 'Finish on Stripe' }

/**
 * "Finish on Stripe" from an e-mail or a notification: a fresh Account Link to Stripe's pages for what the
 * artist's account still needs (a link lasts minutes, so an e-mail carries this address instead).
 */
export default async function FinishOnStripePage() {
  const answer = await connectPayouts({ user: await requireOwner() })
  redirect(answer.status === 'onboarding' ? answer.url : '/dashboard/payments')
}
