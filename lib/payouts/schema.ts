// Payments settings: how the artist gets paid. By card into their own Stripe account (Stripe Connect),
// and the ways to pay them outside the app that offer pages show.
import { z } from 'zod'

const instructions = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

/** PUT /v1/payment-settings: the offline ways to pay, set once. */
export const offlinePaymentsBody = z.object({
  bankDetails: instructions(300, 'Keep the bank details under 300 characters'),
  cash: z.boolean({ error: 'Say whether you take cash' }),
  other: instructions(300, 'Keep the other ways to pay under 300 characters'),
})
export type OfflinePaymentsBody = z.infer<typeof offlinePaymentsBody>

export const offlinePayments = z.object({ bankDetails: z.string().nullable(), cash: z.boolean(), other: z.string().nullable() })
export type OfflinePayments = z.infer<typeof offlinePayments>

/** A bank debit (BECS Direct Debit) paid on her last Checkout page: still going through, or refused by her bank. */
export const bankDebitState = z.object({ status: z.enum(['processing', 'failed']), amount: z.number().int() })
export type BankDebitState = z.infer<typeof bankDebitState>

/**
 * How a client's page offers to take her payment: by card (the artist's payouts are on), and the offline
 * ways; `bankDebit`, a delayed payment of hers not through yet or failed.
 */
export const paymentOptions = z.object({ card: z.boolean(), offline: offlinePayments, bankDebit: bankDebitState.nullable() })

/** `off` until "Get paid by card"; then as Stripe says: details needed, pending (Stripe is checking), payouts on. */
export const cardPayoutsStatus = z.enum(['off', 'detailsNeeded', 'pending', 'payoutsOn'])
export type CardPayoutsStatus = z.infer<typeof cardPayoutsStatus>

export const paymentSettingsResponse = z.object({
  card: z.object({
    status: cardPayoutsStatus,
    testMode: z.boolean(),
    feePercent: z.number(),
    /** Her Stripe account's dashboard: `full` (hers: payouts, refunds, disputes answered there), `express` (older accounts); null without one. */
    dashboard: z.enum(['full', 'express', 'none']).nullable(),
    /** Where she logs in to it. */
    dashboardUrl: z.string().nullable(),
  }),
  offline: offlinePayments,
})
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponse>

/** POST /v1/payment-settings/connect: connected at once (test mode), or Stripe's onboarding page. */
export const connectPayoutsAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('connected'), settings: paymentSettingsResponse }),
  z.object({ status: z.literal('onboarding'), url: z.string() }),
])
export type ConnectPayoutsAnswer = z.infer<typeof connectPayoutsAnswer>

/** Nothing the client can offer to pay with. */
export const hasOfflinePayments = (offline: OfflinePayments) => Boolean(offline.bankDetails || offline.cash || offline.other)
