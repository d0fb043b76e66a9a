/** Cents in AUD as the app shows money: "$11.99". */
export const formatMoney = (cents: number) => `$${(cents / 100).toFixed(2)}`
