const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

/** Cents in AUD as the app shows money: "$11.99", "$1,070.00". */
export const formatMoney = (cents: number) => aud.format(cents / 100)
