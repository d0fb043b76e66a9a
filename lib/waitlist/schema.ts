// The waitlist of a taken date: clients whose requests the owner declined because the date was taken,
// offered the date in turn when a gig on it is cancelled.
import { z } from 'zod'
import { appointmentId, isoDay } from '@/lib/appointments/schema'

/** POST /v1/waitlist: 'Date is taken — add her to the waitlist' on a booking request. */
export const waitlistBody = z.object({ appointmentId })
export type WaitlistBody = z.infer<typeof waitlistBody>

export const waitlistEntryParams = z.object({ entryId: z.string().trim().min(1, 'The waitlist entry is missing').max(64) })

export const waitlistEntryResponse = z.object({
  _id: z.string(),
  date: isoDay,
  clientId: z.string(),
  customerName: z.string(),
  requestNumber: z.number().int(),
  /** The request she made, reopened for the offer once one is started. */
  appointmentId: z.string(),
  offeredAt: z.string().nullable(),
  createdAt: z.string(),
})
export type WaitlistEntryResponse = z.infer<typeof waitlistEntryResponse>

/** One date's waitlist, first come first. */
export const waitlistDay = z.object({ date: isoDay, entries: z.array(waitlistEntryResponse) })
export type WaitlistDay = z.infer<typeof waitlistDay>

/** POST /v1/waitlist/:entryId/offer: her request, open again, to send the offer on. */
export const waitlistOfferAnswer = z.object({ appointmentId: z.string() })
export type WaitlistOfferAnswer = z.infer<typeof waitlistOfferAnswer>
