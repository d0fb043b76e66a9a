const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

/** Cents in AUD as the app shows money: "$11.99", "$1,070.00". */
export const formatMoney = (cents: number) => aud.format(cents / 100)

/** A price as a price list shows it: "$450", "$89.50" (no cents when there are none). */
export const formatPrice = (cents: number) => (cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-AU')}` : formatMoney(cents))
