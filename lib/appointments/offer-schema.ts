// Offers and booking requests: the owner's offer, the client's acceptance, a request from the public
// "Book me" page, and the client's offer page.
import { z } from 'zod'
import { email } from '@/lib/auth/schema'
import { paymentOptions } from '@/lib/payouts/schema'
import { cancellationTiersSchema } from './cancellation-tiers-schema'
import { dayTimeline } from './response-schema'
import {
  appointmentFields,
  appointmentStatus,
  cents,
  day,
  e164Mobile,
  imageUrl,
  isoDay,
  MAX_BOOKING_PHOTOS,
  optionalText,
  serviceLineResponse,
  serviceSchema,
  timeRange,
} from './schema'

/** The owner's offer on a booking request. */
export const sendOfferBody = z
  .object({
    pricing: z.object(
      { total: cents('Please enter the price').refine((value) => value > 0, 'Please enter the price'), deposit: cents().default(0) },
      { error: 'Please enter the price' },
    ),
    paymentDueDate: day('Please choose the payment due date'),
    cancellationPolicy: optionalText(4000, 'Keep the policy under 4000 characters'),
    /** What cancelling keeps; saved as the owner's tiers for next time. Left out: the owner's tiers as they are. */
    cancellationTiers: cancellationTiersSchema.optional(),
  })
  .refine((offer) => offer.pricing.deposit <= offer.pricing.total, { message: 'The deposit cannot be more than the price', path: ['pricing', 'deposit'] })
export type SendOfferBody = z.infer<typeof sendOfferBody>

export const acceptOfferBody = z.object({
  acceptPolicy: z.literal(true, { error: 'Please accept the cancellation policy' }),
})

export const offerTokenParams = z.object({ token: z.string().trim().min(16).max(100) })

/** A customer's request from the owner's public "Book me" page. */
export const bookingRequestBody = z.object({
  userId: z.string().trim().min(1, 'The business is missing').max(64),
  customerName: appointmentFields.shape.customerName,
  customerMobile: e164Mobile,
  customerEmail: email,
  location: z.object(
    {
      city: appointmentFields.shape.location.shape.city,
      formatted: optionalText(200, 'Keep the address under 200 characters'),
    },
    { error: 'Location is missing' },
  ),
  date: day('Please choose a date'),
  time: timeRange,
  // Who and what, and how many: prices, durations and menu entries are the owner's to set, never the client's.
  services: z
    .array(serviceSchema.pick({ title: true, subTitle: true, count: true }), { error: 'Add at least one service' })
    .min(1, 'Add at least one service')
    .max(20, 'Up to 20 services'),
  description: appointmentFields.shape.description,
  images: z.array(imageUrl).max(MAX_BOOKING_PHOTOS, `Up to ${MAX_BOOKING_PHOTOS} photos`).default([]),
})
export type BookingRequestInput = z.input<typeof bookingRequestBody>
export type BookingRequestBody = z.output<typeof bookingRequestBody>

export const bookingPhotoQuery = z.object({ userId: z.string().trim().min(1).max(64) })

export const bookingRequestAnswer = z.object({ requestNumber: z.number().int(), businessName: z.string() })
export type BookingRequestAnswer = z.infer<typeof bookingRequestAnswer>

/** One share of the party's balance on the client's page; only her own share carries its link. */
export const partyShareView = z.object({ name: z.string(), amount: z.number().int(), paid: z.boolean(), url: z.string().nullable() })
export type PartyShareView = z.infer<typeof partyShareView>

/** The customer's public offer page: the offer, never anything else of the owner's. */
export const offerView = z.object({
  status: appointmentStatus,
  withdrawn: z.boolean(),
  expiresAt: z.string().nullable(),
  business: z.object({ name: z.string(), profileImg: z.string().nullable(), slug: z.string().nullable() }),
  requestNumber: z.number().int(),
  customerName: z.string(),
  date: isoDay,
  time: z.object({ from: z.string(), to: z.string() }),
  location: z.object({ city: z.string(), formatted: z.string().nullable() }),
  services: z.array(serviceLineResponse),
  description: z.string().nullable(),
  pricing: z.object({ total: z.number().int(), deposit: z.number().int() }),
  /** What accepting asks for now: the deposit, less anything already paid. */
  depositDue: z.number().int(),
  paidToDate: z.number().int(),
  /** What is still owed once booked: nothing once the gig is paid. */
  remaining: z.number().int(),
  /** What of it the party's unpaid shares come to: theirs to pay, through their own links. */
  shared: z.number().int(),
  /** The balance's shares, in order: the party's progress, and her own share's link. */
  shares: z.array(partyShareView),
  paymentDueDate: isoDay.nullable(),
  /** Booked, unpaid and past its due date in the owner's time zone. */
  overdue: z.boolean(),
  cancellationPolicy: z.string().nullable(),
  /** The offered tiers, one sentence each. */
  cancellationTerms: z.array(z.string()),
  acceptedAt: z.string().nullable(),
  timeline: dayTimeline.nullable(),
  /** Card: the deposit is paid by card on accepting (the artist's payouts are on); otherwise the offline ways. */
  payment: paymentOptions,
  /** What she writes with a payment outside the app: "#12 Mia Rossi". */
  reference: z.string(),
})
export type OfferView = z.infer<typeof offerView>
