// How a menu reads and what it fills in: grouped by category, prices and durations in words, and the
// gig's service lines a picked entry makes (and their total). Pure, for the client and the server.
import type { Service } from '@/lib/appointments/schema'
import { formatPrice } from '@/lib/format/money'
import { CATEGORY_LABELS, CATEGORY_WHO, SERVICE_CATEGORIES, type ServiceCategory } from './categories'
import type { ServiceResponse } from './schema'

type MenuEntry = Pick<ServiceResponse, 'category'>

/** The entries under their category's heading, categories in menu order; entries keep their order. */
export function groupByCategory<T extends MenuEntry>(services: T[]): { category: ServiceCategory; label: string; services: T[] }[] {
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    services: services.filter((service) => service.category === category),
  })).filter((group) => group.services.length > 0)
}

/** "$450", or "from $450" when the price is where it starts. */
export const priceLabel = ({ priceCents, priceFrom }: Pick<ServiceResponse, 'priceCents' | 'priceFrom'>) =>
  `${priceFrom ? 'from ' : ''}${formatPrice(priceCents)}`

/** "45 min", "1 hr", "1 hr 30 min", "2 hrs". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  const hoursText = `${hours} ${hours === 1 ? 'hr' : 'hrs'}`
  return rest ? `${hoursText} ${rest} min` : hoursText
}

/** A gig's service line filled from a menu entry; a head count already on the line stays. */
export function lineFromService(service: ServiceResponse, count?: number): Service {
  return {
    title: CATEGORY_WHO[service.category],
    subTitle: service.name,
    count: count ?? 1,
    durationMinutes: service.durationMinutes,
    priceCents: service.priceCents,
    serviceId: service._id,
  }
}

/** What the priced lines add up to (price × head count), or null when no line has a price. */
export function linesTotal(lines: Partial<Pick<Service, 'priceCents' | 'count'>>[]): number | null {
  const priced = lines.filter((line) => typeof line.priceCents === 'number' && Number.isFinite(line.priceCents))
  if (priced.length === 0) return null
  return priced.reduce((total, line) => total + line.priceCents! * (line.count && line.count > 0 ? line.count : 1), 0)
}
