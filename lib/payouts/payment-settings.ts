// The owner's Payments settings: the card payouts account's state and the offline ways to pay.
import { prisma, type DbClient } from '@/lib/db'
import { env } from '@/lib/env'
import type { PayoutsDashboard, PayoutsStatus } from '@/lib/generated/prisma/enums'
import { isTestMode } from '@/lib/payments/get-payments'
import { paymentSettingsResponse, type OfflinePayments, type OfflinePaymentsBody, type PaymentSettingsResponse } from './schema'

export const paymentColumns = { payoutsStatus: true, payoutsDashboard: true, payBankDetails: true, payCash: true, payOther: true } as const
type PaymentColumns = {
  payoutsStatus: PayoutsStatus | null
  payoutsDashboard: PayoutsDashboard | null
  payBankDetails: string | null
  payCash: boolean
  payOther: string | null
}

/**
 * Where the artist logs in to her Stripe account: the Stripe Dashboard (hers, since accounts are made with
 * the full dashboard; its test-mode view with a test key), or Stripe Express for an older Express account.
 */
function stripeDashboardUrl(dashboard: PayoutsDashboard | null): string | null {
  if (dashboard === 'express') return 'https://connect.stripe.com/express_login'
  if (dashboard !== 'full') return null
  return /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY ?? '') ? 'https://dashboard.stripe.com/test/dashboard' : 'https://dashboard.stripe.com/dashboard'
}

export const offlinePaymentsOf = (owner: Pick<PaymentColumns, 'payBankDetails' | 'payCash' | 'payOther'>): OfflinePayments => ({
  bankDetails: owner.payBankDetails,
  cash: owner.payCash,
  other: owner.payOther,
})

export function toPaymentSettingsResponse(owner: PaymentColumns): PaymentSettingsResponse {
  return paymentSettingsResponse.parse({
    card: {
      status: owner.payoutsStatus ?? 'off',
      testMode: isTestMode(),
      feePercent: env.PLATFORM_FEE_PERCENT,
      dashboard: isTestMode() ? null : owner.payoutsDashboard,
      dashboardUrl: isTestMode() ? null : stripeDashboardUrl(owner.payoutsDashboard),
    },
    offline: offlinePaymentsOf(owner),
  })
}

export async function getPaymentSettings({ user }: { user: { id: string } }, db: DbClient = prisma): Promise<PaymentSettingsResponse> {
  return toPaymentSettingsResponse(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: paymentColumns }))
}

export async function updateOfflinePayments({ user, input }: { user: { id: string }; input: OfflinePaymentsBody }): Promise<PaymentSettingsResponse> {
  const owner = await prisma.user.update({
    where: { id: user.id },
    data: { payBankDetails: input.bankDetails, payCash: input.cash, payOther: input.other },
    select: paymentColumns,
  })
  return toPaymentSettingsResponse(owner)
}

/** Our fee on a card payment, in cents: PLATFORM_FEE_PERCENT, 0 unless set (no commission). */
export const platformFeeCents = (amountCents: number) => Math.round((amountCents * env.PLATFORM_FEE_PERCENT) / 100)
