import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getPaymentSettings, updateOfflinePayments } from '@/lib/payouts/payment-settings'
import { offlinePaymentsBody, paymentSettingsResponse } from '@/lib/payouts/schema'

export const GET = route({ auth: 'owner', response: paymentSettingsResponse }, ({ user }) => getPaymentSettings({ user }))

export const PUT = route({ auth: 'owner', body: offlinePaymentsBody, response: paymentSettingsResponse }, ({ user, body }) =>
  updateOfflinePayments({ user, input: body }),
)

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
