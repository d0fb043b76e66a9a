import useSWR from 'swr'
import type { PaymentSettingsResponse } from '@/lib/payouts/schema'
import { fetcher } from './fetcher'

export const PAYMENT_SETTINGS_KEY = '/v1/payment-settings'

/** Payments settings; `waiting` polls while Stripe's account.updated is still on its way. */
export const usePaymentSettings = (initial: PaymentSettingsResponse, { waiting = false } = {}) =>
  useSWR<PaymentSettingsResponse>(PAYMENT_SETTINGS_KEY, fetcher, { fallbackData: initial, refreshInterval: waiting ? 2000 : 0 })
