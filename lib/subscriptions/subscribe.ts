import { markFeatureSeen } from '@/lib/checklist/update-entry'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { getPayments, isTestMode } from '@/lib/payments/get-payments'
import { endSubscriptionsIncludedInPro } from './end-subscriptions'
import { purchaseFor } from './purchase'
import type { SubscribeBody } from './schema'
import { siteChanged } from '@/lib/site/site-changed'
import { toSubscriptionAnswer } from './to-subscription-answer'

/** Starts a subscription to a feature, Pro or a paid theme, at the catalogue's price. */
export async function subscribe({ user, input, returnPath }: { user: { id: string; email: string }; input: SubscribeBody; returnPath: string }) {
  // First: with payments off (payments-mode.ts) every attempt gets the same 503, whatever it asks for.
  const payments = getPayments()
  const purchase = await purchaseFor(prisma, user, input)
  // The screen that started the checkout handles the return (components/payments/use-checkout-return.ts).
  const back = (outcome: 'success' | 'cancel') => `${env.APP_URL}${returnPath}${returnPath.includes('?') ? '&' : '?'}checkout=${outcome}`
  const result = await payments.checkout(purchase, { success: back('success'), cancel: back('cancel') })
  if ('url' in result) return { status: 'checkout' as const, url: result.url }
  if (purchase.featureId) await markFeatureSeen(user.id, purchase.featureId)
  // What Pro includes leaves the bill with it (stripe-payments.ts); anything left elsewhere ends now. A
  // Pro started through Checkout does this when its webhook arrives (stripe-webhook.ts).
  if (purchase.type === 'pro') await endSubscriptionsIncludedInPro({ userId: user.id })
  await siteChanged(user.id)
  return { status: 'activated' as const, subscription: toSubscriptionAnswer(result.subscription), testMode: isTestMode() }
}
