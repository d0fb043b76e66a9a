// The service menu (Profile → Services): one schema for an entry, shared by the sheet that edits it, the
// routes and the tests, and the answer. Prices are integer cents AUD, per person.
import { z } from 'zod'
import { SERVICE_CATEGORIES } from './categories'

/** An owner's menu holds up to this many entries: a price list, not a catalogue. */
export const MAX_SERVICES = 50
/** $10,000 a person: more than any service, small enough that a typo shows. */
export const MAX_SERVICE_CENTS = 1_000_000

export const serviceCategory = z.enum(SERVICE_CATEGORIES, { error: 'Please choose who it is for' })

export const serviceId = z.string().trim().min(1, 'The service is missing').max(40)
export const serviceIdParams = z.object({ serviceId })

const bufferMinutes = z.number({ error: 'Please enter the minutes' }).int('Please enter whole minutes').min(0, 'At least 0 minutes').max(240, 'Up to 4 hours')

const serviceFields = z.object({
  name: z.string({ error: 'Please name the service' }).trim().min(1, 'Please name the service').max(80, 'Keep the name under 80 characters'),
  category: serviceCategory,
  priceCents: z
    .number({ error: 'Please enter a price in dollars' })
    .int('Please enter a price in dollars')
    .min(0, 'Please enter a price in dollars')
    .max(MAX_SERVICE_CENTS, 'Prices are at most $10,000'),
  priceFrom: z.boolean({ error: 'Choose whether the price is a starting price' }),
  durationMinutes: z
    .number({ error: 'Please enter how long it takes' })
    .int('Please enter whole minutes')
    .min(5, 'At least 5 minutes')
    .max(720, 'Up to 12 hours'),
  /** Instant book: clients pick a free time and pay the deposit (lib/availability); request: they ask, she offers. Weddings always quote. */
  bookingMode: z.enum(['request', 'instant'], { error: 'Please choose how clients book it' }),
  bufferBeforeMinutes: bufferMinutes,
  bufferAfterMinutes: bufferMinutes,
  /** Done at the client's place: travel time by zone is kept free before and after. */
  onLocation: z.boolean({ error: 'Choose whether it is done at the client’s place' }),
})
/** A menu entry as the owner enters it (POST, the add/edit sheet); a price is exact unless said otherwise. */
export const serviceBody = serviceFields
  .extend({
    priceFrom: serviceFields.shape.priceFrom.default(false),
    bookingMode: serviceFields.shape.bookingMode.default('request'),
    bufferBeforeMinutes: bufferMinutes.default(0),
    bufferAfterMinutes: bufferMinutes.default(0),
    onLocation: serviceFields.shape.onLocation.default(false),
  })
  .refine((body) => !(body.category === 'bridal' && body.bookingMode === 'instant'), { message: 'Weddings always get a quote', path: ['bookingMode'] })
export type ServiceBodyInput = z.input<typeof serviceBody>
export type ServiceBody = z.output<typeof serviceBody>

/** PATCH: any of the fields, at least one. */
export const updateServiceBody = serviceFields.partial().refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change')
export type UpdateServiceBody = z.output<typeof updateServiceBody>

export const serviceResponse = z.object({
  _id: z.string(),
  name: z.string(),
  category: serviceCategory,
  priceCents: z.number().int(),
  priceFrom: z.boolean(),
  durationMinutes: z.number().int(),
  bookingMode: z.enum(['request', 'instant']),
  bufferBeforeMinutes: z.number().int(),
  bufferAfterMinutes: z.number().int(),
  onLocation: z.boolean(),
})
export type ServiceResponse = z.infer<typeof serviceResponse>

/** The menu, in its order. */
export const serviceListResponse = z.array(serviceResponse)
