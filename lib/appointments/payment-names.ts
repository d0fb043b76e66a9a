// What each payment of a gig was for, as pages and e-mails name it: the deposit (a wedding's retainer),
// the balance, or one person's share of it ("Chloe's share"), never another's.
import type { BookingPaymentName } from './cancellation-tiers'

type Paid = { id: string; amountCents: number; paidAt: Date }
type Share = { name: string; paymentId: string | null }

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Payment id → its name. A share's payment is that person's share; the client's own payments, oldest
 * first, go to the deposit until it is covered, then to the balance (one that covers both says so).
 */
export function paymentNames({ depositCents, depositName }: { depositCents: number; depositName: BookingPaymentName }, payments: Paid[], shares: Share[]) {
  const shareOf = new Map(shares.filter((share) => share.paymentId).map((share) => [share.paymentId!, share.name]))
  const names = new Map<string, string>()
  let towardsDeposit = 0
  for (const payment of payments.toSorted((a, b) => a.paidAt.getTime() - b.paidAt.getTime())) {
    const person = shareOf.get(payment.id)
    if (person) {
      names.set(payment.id, `${person}’s share`)
      continue
    }
    const before = towardsDeposit
    towardsDeposit += payment.amountCents
    if (before >= depositCents) names.set(payment.id, 'Balance')
    else if (towardsDeposit <= depositCents) names.set(payment.id, capitalised(depositName))
    else names.set(payment.id, `${capitalised(depositName)} and balance`)
  }
  return names
}
