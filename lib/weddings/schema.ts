// Weddings: the owner's fee rules, the quote (party, trial run, fees, payment and cancellation terms),
// the client's proposal page and her signature. Shared by the forms, the routes and the tests. Money is
// integer cents AUD; days are "YYYY-MM-DD"; times are "HH:mm" slots.
import { z } from 'zod'
import { isCalendarDay } from '@/lib/appointments/dates'
import { cancellationTiersSchema, cancellationTierSchema, wholePercent } from '@/lib/appointments/cancellation-tiers-schema'
import { MAX_ARTISTS } from '@/lib/appointments/limits'
import { appointmentStatus, cents, READY_BY_MESSAGE, serviceSchema, timeRange } from '@/lib/appointments/schema'
import { bookingRequestBody, partyShareView } from '@/lib/appointments/offer-schema'
import { isClockTime, isNextDay, isTimeSlot, TIME_SLOTS } from '@/lib/appointments/slots'
import { paymentOptions } from '@/lib/payouts/schema'
import { MAX_PARTY_ROWS } from './limits'

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null)

const day = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, message)

// ─── Fee rules ───────────────────────────────────────────────────────────────────────────────────

export const MAX_ZONES = 10
export const MAX_FREE_SUBURBS = 30
export const MAX_EARLY_START_FEES = 4

export const travelZoneSchema = z.object({
  name: z.string({ error: 'Please name the zone' }).trim().min(1, 'Please name the zone').max(60, 'Keep zone names under 60 characters'),
  feeCents: cents('Please enter the zone’s fee'),
  /** Minutes to get there from her base, kept free before and after an on-location instant booking (lib/availability). */
  travelMinutes: z
    .number({ error: 'Please enter the travel time in minutes' })
    .int('Please enter whole minutes')
    .min(0, 'At least 0 minutes')
    .max(300, 'Up to 5 hours')
    .optional(),
  /** How far the zone is from her base, each way: a gig's mileage log fills in the round trip from it (lib/books/mileage.ts). */
  distanceKm: z.number({ error: 'Please enter the distance in km' }).int('Please enter whole km').min(1, 'At least 1 km').max(1000, 'Up to 1,000 km').nullish(),
})
export type TravelZone = z.infer<typeof travelZoneSchema>

/**
 * A time an early-start fee can start from: a slot after the day's first (5:00; nothing starts before
 * it) and not in the small hours, which are the night after the gig's day (lib/appointments/slots.ts).
 */
export const isEarlyStartTime = (value: string) => isTimeSlot(value) && !isNextDay(value) && value !== TIME_SLOTS[0].value

/** The times the pricing form offers: the morning's, each one the schema accepts. */
export const EARLY_START_SLOTS = TIME_SLOTS.filter((slot) => isEarlyStartTime(slot.value) && slot.value <= '12:00')

/** A start before `before` (a morning slot, "HH:mm") costs `feeCents`. */
export const earlyStartFeeSchema = z.object({
  before: z.string({ error: 'Please choose a time' }).refine(isEarlyStartTime, 'Please choose a time from 5:30 am'),
  feeCents: cents('Please enter the fee'),
})
export type EarlyStartFee = z.infer<typeof earlyStartFeeSchema>

const distinctBy = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length
const folded = (text: string) => text.trim().toLocaleLowerCase('en-AU')

export const feeRulesSchema = z.object({
  travel: z.object(
    {
      freeWithinKm: z.number({ error: 'Please enter the km' }).int('Please enter whole km').min(0, 'Km cannot be negative').max(1000, 'Up to 1000 km'),
      perKmCents: cents('Please enter the fee per km').max(100_00, 'Up to $100 per km'),
      freeSuburbs: z
        .array(z.string().trim().min(1, 'Suburb names cannot be blank').max(60, 'Keep suburb names under 60 characters'))
        .max(MAX_FREE_SUBURBS, `Up to ${MAX_FREE_SUBURBS} suburbs`)
        .refine((suburbs) => distinctBy(suburbs, folded), 'Each suburb once'),
      zones: z
        .array(travelZoneSchema)
        .max(MAX_ZONES, `Up to ${MAX_ZONES} zones`)
        .refine((zones) => distinctBy(zones, (zone) => folded(zone.name)), 'Each zone needs its own name'),
    },
    { error: 'Please fill in the travel fees' },
  ),
  earlyStartFees: z
    .array(earlyStartFeeSchema)
    .max(MAX_EARLY_START_FEES, `Up to ${MAX_EARLY_START_FEES} early-start fees`)
    .refine((fees) => distinctBy(fees, (fee) => fee.before), 'Each early-start fee needs its own time'),
  minimumTotalCents: cents('Please enter the minimum booking total'),
})
export type FeeRules = z.infer<typeof feeRulesSchema>

export const NO_FEE_RULES: FeeRules = { travel: { freeWithinKm: 0, perKmCents: 0, freeSuburbs: [], zones: [] }, earlyStartFees: [], minimumTotalCents: 0 }

// ─── The quote ───────────────────────────────────────────────────────────────────────────────────

/** One row of the party: a person or a role, her service, how many, and the headcounts the client may choose. */
export const partyRowSchema = z
  .object({
    role: serviceSchema.shape.title,
    service: serviceSchema.shape.subTitle,
    count: z
      .number({ error: 'Please enter how many people' })
      .int('Please enter a whole number of people')
      .min(0, 'Counts cannot be negative')
      .max(50, 'Up to 50 people'),
    /** The client may choose between these on the proposal page. */
    minCount: z
      .number({ error: 'Please enter the fewest people' })
      .int('Please enter a whole number')
      .min(0, 'Counts cannot be negative')
      .max(50, 'Up to 50 people'),
    maxCount: z
      .number({ error: 'Please enter the most people' })
      .int('Please enter a whole number')
      .min(0, 'Counts cannot be negative')
      .max(50, 'Up to 50 people'),
    priceCents: cents('Please enter the price per person'),
    durationMinutes: z
      .number({ error: 'Please enter how long each takes' })
      .int('Please enter whole minutes')
      .min(5, 'At least 5 minutes')
      .max(720, 'Up to 12 hours'),
    serviceId: z.string().max(40).optional(),
  })
  .superRefine((row, context) => {
    if (row.minCount > row.maxCount) context.addIssue({ code: 'custom', path: ['maxCount'], message: 'The most cannot be fewer than the fewest' })
    else if (row.count < row.minCount || row.count > row.maxCount)
      context.addIssue({ code: 'custom', path: ['count'], message: `Between ${row.minCount} and ${row.maxCount}` })
  })
export type PartyRow = z.infer<typeof partyRowSchema>

export const travelChoiceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('km'), km: z.number({ error: 'Please enter the distance' }).min(0, 'Distances cannot be negative').max(2000, 'Up to 2000 km') }),
    z.object({ kind: z.literal('zone'), zone: z.string({ error: 'Please choose a zone' }).trim().min(1, 'Please choose a zone').max(60) }),
  ],
  { error: 'Please choose how travel is charged' },
)
export type TravelChoice = z.infer<typeof travelChoiceSchema>

export const retainerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percent'),
      percent: wholePercent,
    }),
    z.object({ kind: z.literal('amount'), cents: cents('Please enter the retainer') }),
  ],
  { error: 'Please choose the retainer' },
)
export type Retainer = z.infer<typeof retainerSchema>

export const balanceDueSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('onTheDay') }),
    z.object({
      kind: z.literal('daysBefore'),
      days: z
        .number({ error: 'Please enter the days before' })
        .int('Please enter whole days')
        .min(1, 'At least 1 day before')
        .max(365, 'Up to 365 days before'),
    }),
  ],
  { error: 'Please choose when the balance is due' },
)
export type BalanceDue = z.infer<typeof balanceDueSchema>

export const trialSchema = z.object({
  date: day('Please choose the trial’s date'),
  time: timeRange,
  feeCents: cents('Please enter the trial’s fee'),
  notes: optionalText(1000, 'Keep the trial notes under 1000 characters'),
})
export type Trial = z.infer<typeof trialSchema>

/** POST /v1/quote: a wedding quoted from scratch starts as a request of the owner's own: the bride, her day and when she must be ready. */
export const newWeddingBody = bookingRequestBody
  .pick({ customerName: true, customerMobile: true, customerEmail: true, location: true, date: true })
  .extend({ readyBy: z.string({ error: READY_BY_MESSAGE }).refine(isClockTime, READY_BY_MESSAGE) })
export type NewWeddingInput = z.input<typeof newWeddingBody>
export type NewWeddingBody = z.output<typeof newWeddingBody>

/** PUT /v1/appointment/[id]/quote: the whole quote, with the day it is timed on (ready-by, artists, buffer). */
export const quoteBody = z
  .object({
    readyBy: z.string({ error: READY_BY_MESSAGE }).refine(isClockTime, READY_BY_MESSAGE),
    artistCount: z
      .number({ error: 'Please choose how many artists' })
      .int('Please choose how many artists')
      .min(1, 'At least 1 artist')
      .max(MAX_ARTISTS, `Up to ${MAX_ARTISTS} artists`),
    bufferMinutes: z
      .number({ error: 'Please choose the time between sitters' })
      .int('Please choose the time between sitters')
      .min(0, 'The time between sitters cannot be negative')
      .max(60, 'Up to 60 minutes between sitters')
      .default(0),
    party: z
      .array(partyRowSchema, { error: 'Add the bride and her party' })
      .min(1, 'Add the bride and her party')
      .max(MAX_PARTY_ROWS, `Up to ${MAX_PARTY_ROWS} rows`),
    trial: trialSchema.nullish().transform((value) => value ?? null),
    travel: travelChoiceSchema,
    parkingCents: cents('Please enter parking and tolls').default(0),
    retainer: retainerSchema,
    retainerRefundable: z.boolean({ error: 'Say whether the retainer is refundable' }),
    balanceDue: balanceDueSchema,
    cancellationTiers: cancellationTiersSchema,
    notes: optionalText(2000, 'Keep the notes under 2000 characters'),
    terms: optionalText(8000, 'Keep your terms under 8000 characters'),
  })
  .refine((quote) => quote.party.some((row) => row.maxCount > 0), { message: 'At least one person must be booked', path: ['party'] })
export type QuoteBodyInput = z.input<typeof quoteBody>
export type QuoteBody = z.output<typeof quoteBody>
/** The day's timing lives on the gig (its timeline reads it), the rest in the quote. */
export type QuoteDay = Pick<QuoteBody, 'readyBy' | 'artistCount' | 'bufferMinutes'>
export type StoredQuoteBody = Omit<QuoteBody, keyof QuoteDay>

/** PUT /v1/wedding-package: the owner's usual wedding, where her next wedding quote starts. */
export const weddingPackageSchema = z.object({
  party: quoteBody.shape.party,
  trial: trialSchema
    .omit({ date: true })
    .nullish()
    .transform((value) => value ?? null),
  retainer: retainerSchema,
  retainerRefundable: z.boolean({ error: 'Say whether the retainer is refundable' }),
  terms: optionalText(8000, 'Keep your terms under 8000 characters'),
})
export type WeddingPackageInput = z.input<typeof weddingPackageSchema>
export type WeddingPackage = z.output<typeof weddingPackageSchema>

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────────

const quoteLine = z.object({
  kind: z.enum(['party', 'travel', 'earlyStart', 'parking', 'minimum']),
  label: z.string(),
  detail: z.string().nullable(),
  cents: z.number().int(),
})

const storedParty = z.array(
  z.object({
    role: z.string(),
    service: z.string(),
    count: z.number().int(),
    minCount: z.number().int(),
    maxCount: z.number().int(),
    priceCents: z.number().int(),
    durationMinutes: z.number().int(),
    serviceId: z.string().optional(),
  }),
)
const storedTrial = z.object({
  date: z.string(),
  time: z.object({ from: z.string(), to: z.string() }),
  feeCents: z.number().int(),
  notes: z.string().nullable(),
})
const signatureResponse = z.object({ fullName: z.string(), signedAt: z.string(), termsHash: z.string(), supersededAt: z.string().nullable() })
export type SignatureResponse = z.infer<typeof signatureResponse>

const computed = z.object({
  lines: z.array(quoteLine),
  totalCents: z.number().int(),
  retainerCents: z.number().int(),
  balanceCents: z.number().int(),
  balanceDueDate: z.string(),
})

/** The owner's quote: as entered, what it adds up to, and where the signing stands. */
export const quoteResponse = computed.extend({
  appointmentId: z.string(),
  readyBy: z.string(),
  artistCount: z.number().int(),
  bufferMinutes: z.number().int(),
  /** When the first artist starts, "HH:mm", as the schedule works it out. */
  start: z.string(),
  /** Why the faces do not fit the day ("8 faces need 6 h 30 with 1 artist: …"), or null. */
  fitWarning: z.string().nullable(),
  party: storedParty,
  trial: storedTrial.nullable(),
  trialGigId: z.string().nullable(),
  travel: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('km'), km: z.number() }),
    z.object({ kind: z.literal('zone'), zone: z.string() }),
  ]),
  parkingCents: z.number().int(),
  retainer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('percent'), percent: z.number().int() }),
    z.object({ kind: z.literal('amount'), cents: z.number().int() }),
  ]),
  retainerRefundable: z.boolean(),
  balanceDue: z.discriminatedUnion('kind', [z.object({ kind: z.literal('onTheDay') }), z.object({ kind: z.literal('daysBefore'), days: z.number().int() })]),
  cancellationTiers: z.array(cancellationTierSchema),
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  version: z.number().int(),
  sentAt: z.string().nullable(),
  /** The signature on the quote as it stands; null when unsigned or signed before the last change. */
  signature: signatureResponse.nullable(),
  /** Signatures on earlier versions, kept on record. */
  supersededSignatures: z.array(signatureResponse),
  /** Signed once, changed since: the client must sign again. */
  needsNewSignature: z.boolean(),
  offerUrl: z.string().nullable(),
})
export type QuoteResponse = z.infer<typeof quoteResponse>

/** The client's proposal: the quote, the contract she is asked to sign, and where signing and paying stand. */
export const proposalView = computed.extend({
  status: appointmentStatus,
  withdrawn: z.boolean(),
  business: z.object({ name: z.string(), profileImg: z.string().nullable() }),
  requestNumber: z.number().int(),
  customerName: z.string(),
  date: z.string(),
  time: z.object({ from: z.string(), to: z.string() }),
  location: z.object({ city: z.string(), formatted: z.string().nullable() }),
  party: storedParty,
  trial: storedTrial.nullable(),
  retainerRefundable: z.boolean(),
  notes: z.string().nullable(),
  /** The contract's words as she reads them, and their SHA-256: signing sends the hash back. */
  terms: z.string(),
  termsHash: z.string(),
  signature: signatureResponse.nullable(),
  /** She signed an earlier version: the quote changed, so she signs again. */
  signAgain: z.boolean(),
  paidToDate: z.number().int(),
  retainerDue: z.number().int(),
  /** What the unpaid shares come to: the party pays it through their own links. */
  shared: z.number().int(),
  /** The balance's shares once split: the party's progress, and her own share's link. */
  shares: z.array(partyShareView),
  payment: paymentOptions,
  /** What she writes with a payment outside the app: "#12 Mia Rossi". */
  reference: z.string(),
  /** What her page prices the party again from as she changes the numbers, before she saves them. */
  repricing: z.object({
    readyBy: z.string(),
    artistCount: z.number().int(),
    bufferMinutes: z.number().int(),
    earlyStartFees: z.array(z.object({ before: z.string(), feeCents: z.number().int() })),
    minimumTotalCents: z.number().int(),
    retainer: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), percent: z.number().int() }),
      z.object({ kind: z.literal('amount'), cents: z.number().int() }),
    ]),
  }),
})
export type ProposalView = z.infer<typeof proposalView>

// ─── The client's writes ─────────────────────────────────────────────────────────────────────────

/** PATCH /v1/offer/[token]/proposal: a headcount for each party row, in order. */
export const headcountBody = z.object({
  counts: z
    .array(
      z
        .number({ error: 'Please enter how many people' })
        .int('Please enter a whole number of people')
        .min(0, 'Counts cannot be negative')
        .max(50, 'Up to 50 people'),
    )
    .min(1)
    .max(MAX_PARTY_ROWS),
})
export type HeadcountBody = z.infer<typeof headcountBody>

export const signBody = z.object({
  fullName: z.string({ error: 'Please type your full name' }).trim().min(3, 'Please type your full name').max(120, 'Keep your name under 120 characters'),
  agree: z.literal(true, { error: 'Please tick that you agree to the terms' }),
  termsHash: z.string({ error: 'The terms are missing' }).regex(/^[0-9a-f]{64}$/, 'The terms are missing'),
})
export type SignBody = z.infer<typeof signBody>

/** GET …/contract: the signed contract as a PDF (the default) or as one HTML page. */
export const contractDownloadQuery = z.object({ format: z.enum(['pdf', 'html'], { error: 'Choose pdf or html' }).default('pdf') })
export type ContractFormat = z.infer<typeof contractDownloadQuery>['format']
