// Payments on a gig: recording one made outside the app, refunding, receipts, and what paying answers.
import { z } from 'zod'
import { checkoutAnswer } from '@/lib/http/answers'
import type { PaymentMethod } from './payment-methods'
import { appointmentId, cents, day, optionalText, paymentMethod } from './schema'

/** A payment made outside the app (cash, bank transfer…), recorded by the owner. */
export const recordPaymentBody = z.object({
  amount: cents().refine((value) => value > 0, 'Please enter the amount received'),
  method: paymentMethod.default('cash'),
  paidAt: day('Please choose a valid date').optional(),
  note: optionalText(200, 'Keep the note under 200 characters'),
})
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>

export const paymentParams = z.object({ appointmentId, paymentId: z.string().trim().min(1, 'The payment is missing').max(64) })

/** How money paid outside the app is given back. */
export const refundMethod = z.enum(['bankTransfer', 'cash', 'other'], { error: 'Please say how the money was given back' })
export type RefundMethod = z.infer<typeof refundMethod>

/**
 * A refund of a payment, in full or in part, within what is left of it. `priceDrops` (the default): the
 * gig's price drops by it too, so nothing new is due; false: the price stays, and the client owes it
 * again. `method`: how an offline payment was given back (left out: the way it was paid).
 */
export const refundBody = z.object({
  amount: cents().refine((value) => value > 0, 'Please enter the amount to refund'),
  priceDrops: z.boolean({ error: 'Please say whether the price drops' }).default(true),
  method: refundMethod.optional(),
})
export type RefundBody = z.infer<typeof refundBody>
/** How money is given back: `lowersPrice`, the gig's price drops with it; `method`, how an offline payment went back. */
export type RefundTerms = { lowersPrice: boolean; method: PaymentMethod | null }

export const receiptAnswer = z.object({ receiptNumber: z.number().int(), sentTo: z.string() })
export type ReceiptAnswer = z.infer<typeof receiptAnswer>

/** POST /v1/appointment/{id}/invoice: the invoice e-mailed, "INV-0003", and to whom. */
export const invoiceAnswer = z.object({ invoiceNumber: z.string(), sentTo: z.string() })
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>

/**
 * Accepting an offer, or paying a wedding's retainer: the gig is booked now, held until the deposit paid
 * outside the app is recorded, or the payer goes on to Stripe Checkout.
 */
export const bookingPaymentAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('booked'), testMode: z.boolean() }),
  z.object({ status: z.literal('awaitingDeposit') }),
  checkoutAnswer,
])
export type BookingPaymentAnswer = z.infer<typeof bookingPaymentAnswer>

/** Paying the balance or a share of it: paid now, or the payer goes on to Stripe Checkout. */
export const payBalanceAnswer = z.discriminatedUnion('status', [z.object({ status: z.literal('paid'), testMode: z.boolean() }), checkoutAnswer])
export type PayBalanceAnswer = z.infer<typeof payBalanceAnswer>
