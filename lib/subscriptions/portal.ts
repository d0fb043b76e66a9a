import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { getPayments } from '@/lib/payments/get-payments'

/** Stripe's customer portal, where an owner updates their card and cancels; it sends them back to `returnPath`. */
export async function openPortal({ user, returnPath }: { user: { id: string }; returnPath: string }) {
  const payments = getPayments()
  if (!payments.portalUrl) throw new AppError('conflict', 'Payments are in test mode: cancel from the feature page')
  return { url: await payments.portalUrl(user.id, `${env.APP_URL}${returnPath}`) }
}
