// "Get paid by card": the artist's own Stripe account (the full Stripe Dashboard is hers), made once, and
// Stripe's onboarding through an Account Link that comes back to Payments settings. Test mode connects at
// once (and says so).
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { getPayments } from '@/lib/payments/get-payments'
import { paymentColumns, toPaymentSettingsResponse } from './payment-settings'
import type { ConnectPayoutsAnswer } from './schema'

export const PAYMENTS_SETTINGS_PATH = '/dashboard/payments'

export async function connectPayouts({ user }: { user: { id: string } }): Promise<ConnectPayoutsAnswer> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, payoutsAccountId: true, payoutsStatus: true } })
  const page = `${env.APP_URL}${PAYMENTS_SETTINGS_PATH}`
  const connection = await getPayments().connectPayouts(
    { userId: user.id, email: owner.email, accountId: owner.payoutsAccountId },
    { refresh: `${page}?connect=refresh`, return: `${page}?connect=return` },
  )
  if ('url' in connection) {
    // Details are needed until Stripe's account.updated says otherwise; a known state is kept.
    const status = owner.payoutsAccountId === connection.accountId ? (owner.payoutsStatus ?? 'detailsNeeded') : 'detailsNeeded'
    await prisma.user.update({
      where: { id: user.id },
      data: { payoutsAccountId: connection.accountId, payoutsStatus: status, ...(connection.dashboard ? { payoutsDashboard: connection.dashboard } : {}) },
    })
    return { status: 'onboarding', url: connection.url }
  }
  const updated = await prisma.user.update({
    where: { id: user.id },
    data: { payoutsAccountId: connection.accountId, payoutsStatus: connection.status },
    select: paymentColumns,
  })
  return { status: 'connected', settings: toPaymentSettingsResponse(updated) }
}
