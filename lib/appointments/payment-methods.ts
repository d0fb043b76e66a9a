// How a payment was made, and its word on screens, receipts and exports. Apart from the schema so that a
// screen listing payments does not carry zod.
export const PAYMENT_METHODS = ['cash', 'bankTransfer', 'card', 'other'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Cash', bankTransfer: 'Bank transfer', card: 'Card', other: 'Other' }
