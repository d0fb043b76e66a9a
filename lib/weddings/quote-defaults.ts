// Where a new quote starts: a row per line of the request (its people, at the line's price and length,
// or the menu's for the service it names; a wedding started from scratch, her usual party and trial),
// her usual retainer and terms once saved, timed to the wedding's ready-by, a 30% non-refundable retainer, the balance due 14 days before (on
// the day for a wedding sooner than that), no travel, and the owner's cancellation tiers.
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { cancellationTiersSchema } from '@/lib/appointments/cancellation-tiers-schema'
import { addDaysTo } from '@/lib/appointments/dates'
import type { Service } from '@/lib/appointments/schema'
import type { ServiceResponse } from '@/lib/services/schema'
import type { QuoteBodyInput, QuoteResponse, WeddingPackage } from './schema'

const DEFAULT_BALANCE_DAYS = 14

/** The menu entry a request's line names: by its id, else by the service's name. */
const menuEntryFor = (service: Service, menu: ServiceResponse[]) =>
  menu.find((entry) => entry._id === service.serviceId) ??
  menu.find((entry) => entry.name.trim().toLocaleLowerCase('en-AU') === service.subTitle.trim().toLocaleLowerCase('en-AU')) ??
  null

export function newQuoteValues({
  services,
  menu,
  usual,
  fromScratch,
  date,
  readyBy,
  artistCount,
  today,
  ownerTiers,
}: {
  services: Service[]
  /** The owner's service menu: a line it names starts at its price and length. */
  menu: ServiceResponse[]
  /** Her usual wedding, once saved: its retainer and terms start every quote. */
  usual: WeddingPackage | null
  /** A wedding she started herself (no request saying who comes): it starts from her usual party and trial. */
  fromScratch: boolean
  date: string
  /** The wedding's ready-by time as the gig has it (its end before a quote set one). */
  readyBy: string
  artistCount: number
  today: string
  ownerTiers: unknown
}): QuoteBodyInput {
  const tiers = ownerTiers ? cancellationTiersSchema.safeParse(ownerTiers) : null
  const fromUsual = fromScratch && usual
  return {
    readyBy,
    artistCount,
    bufferMinutes: 0,
    party: fromUsual
      ? usual.party
      : services.map((service) => {
          const count = service.count ?? 1
          const entry = menuEntryFor(service, menu)
          const serviceId = service.serviceId ?? entry?._id
          return {
            role: service.title,
            service: entry?.name ?? service.subTitle,
            count,
            minCount: count,
            maxCount: count,
            priceCents: service.priceCents ?? entry?.priceCents ?? 0,
            durationMinutes: service.durationMinutes ?? entry?.durationMinutes ?? 60,
            ...(serviceId ? { serviceId } : {}),
          }
        }),
    // Her usual trial run still needs its own date: she picks it for each wedding.
    trial: fromUsual && usual.trial ? { ...usual.trial, date: '' } : null,
    travel: { kind: 'none' },
    parkingCents: 0,
    retainer: usual?.retainer ?? { kind: 'percent', percent: 30 },
    retainerRefundable: usual?.retainerRefundable ?? false,
    balanceDue: addDaysTo(date, -DEFAULT_BALANCE_DAYS) >= today ? { kind: 'daysBefore', days: DEFAULT_BALANCE_DAYS } : { kind: 'onTheDay' },
    cancellationTiers: tiers?.success ? tiers.data : DEFAULT_CANCELLATION_TIERS,
    notes: '',
    terms: usual?.terms ?? '',
  }
}

/** A saved quote as the builder's form values. */
export const quoteFormValues = (quote: QuoteResponse): QuoteBodyInput => ({
  readyBy: quote.readyBy,
  artistCount: quote.artistCount,
  bufferMinutes: quote.bufferMinutes,
  party: quote.party,
  trial: quote.trial,
  travel: quote.travel,
  parkingCents: quote.parkingCents,
  retainer: quote.retainer,
  retainerRefundable: quote.retainerRefundable,
  balanceDue: quote.balanceDue,
  cancellationTiers: quote.cancellationTiers,
  notes: quote.notes ?? '',
  terms: quote.terms ?? '',
})
