// Made on first use, not with the module: a browser's first Intl object loads its locale data (80–100 ms
// of blocking time at 4x CPU, bench:main-thread), which a screen that shows no money need not pay.
let aud: Intl.NumberFormat | undefined

/** Cents in AUD as the app shows money: "$11.99", "$1,070.00". */
export const formatMoney = (cents: number) => (aud ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })).format(cents / 100)

/** A price as a price list shows it: "$450", "$89.50" (no cents when there are none). */
export const formatPrice = (cents: number) => (cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-AU')}` : formatMoney(cents))
