// Splitting a balance into shares whose cents add up exactly, for the split sheet (pure: it runs in the
// browser as well as in tests).
import type { Service } from '@/lib/appointments/schema'

/**
 * Parts of `totalCents` in proportion to `weights` that add up to it exactly: each part rounded down,
 * then the cents left over go one each to the parts that lost the most, the earlier first on a tie.
 * Weights that are all zero split evenly.
 */
export function splitCents(totalCents: number, weights: number[]): number[] {
  const even = weights.every((weight) => weight <= 0)
  const used = weights.map((weight) => (even ? 1 : Math.max(weight, 0)))
  const sum = used.reduce((total, weight) => total + weight, 0)
  if (sum === 0) return []
  // Integers throughout: a cent is never lost to floating point.
  const parts = used.map((weight) => Math.floor((totalCents * weight) / sum))
  const byRemainder = used
    .map((weight, index) => ({ index, remainder: (totalCents * weight) % sum }))
    .toSorted((a, b) => b.remainder - a.remainder || a.index - b.index)
  let left = totalCents - parts.reduce((total, part) => total + part, 0)
  for (const { index } of byRemainder) {
    if (left === 0) break
    parts[index] += 1
    left -= 1
  }
  return parts
}

/** "Split equally between N people": the first ones carry the odd cents. */
export const splitEvenly = (totalCents: number, people: number) =>
  splitCents(
    totalCents,
    Array.from({ length: people }, () => 1),
  )

/**
 * One share per person of the gig's services (a line with a head count of 4 is four people: "Bridesmaid 1"
 * to "Bridesmaid 4"), in proportion to each one's price when every line has one, otherwise evenly.
 */
export function proposeShares(services: Service[], totalCents: number, max: number): { name: string; amount: number }[] {
  const people = services
    .flatMap((service) => {
      const count = service.count ?? 1
      return Array.from({ length: count }, (_, index) => ({
        name: count > 1 ? `${service.title} ${index + 1}` : service.title,
        price: service.priceCents ?? 0,
      }))
    })
    .slice(0, max)
  const priced = people.every((person) => person.price > 0)
  const amounts = splitCents(
    totalCents,
    people.map((person) => (priced ? person.price : 1)),
  )
  return people.map((person, index) => ({ name: person.name, amount: amounts[index] }))
}

/** How many people the gig's services are for, counting head counts. */
export const headCount = (services: Pick<Service, 'count'>[]) => services.reduce((total, service) => total + (service.count ?? 1), 0)
