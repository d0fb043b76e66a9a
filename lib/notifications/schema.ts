import { z } from 'zod'

/** The notifications the owner has just been shown (the list holds 50 at most). */
export const markSeenBody = z.object({ ids: z.array(z.string().min(1).max(64)).min(1, 'Nothing to mark').max(50) })
export type MarkSeenBody = z.infer<typeof markSeenBody>

/** A notification as the owner's profile lists it. */
export const notificationResponse = z.object({
  _id: z.string(),
  type: z.enum(['instagram', 'freeMonth', 'review', 'booking']),
  message: z.string(),
  img: z.string().nullable(),
  link: z.string().nullable(),
  createdAt: z.string(),
})
