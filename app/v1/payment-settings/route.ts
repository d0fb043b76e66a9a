import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getPaymentSettings, updateOfflinePayments } from '@/lib/payouts/payment-settings'
import { offlinePaymentsBody } from '@/lib/payouts/schema'

export const GET = route({ auth: 'owner' }, ({ user }) => getPaymentSettings({ user }))

export const PUT = route({ auth: 'owner', body: offlinePaymentsBody }, ({ user, body }) => updateOfflinePayments({ user, input: body }))

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
