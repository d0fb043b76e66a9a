// A booked gig's balance: the shares its party pays through their own links, and the reminders its
// client was sent. Shared by the split sheet, the routes and the tests. Money is integer cents AUD.
import { z } from 'zod'
import { email } from '@/lib/auth/schema'
import { appointmentId, cents } from '@/lib/appointments/schema'
import { paymentOptions } from '@/lib/payouts/schema'

/** More than any wedding party, few enough that a slip shows. */
export const MAX_SHARES = 50

const shareName = z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(80, 'Keep the name under 80 characters')
const shareAmount = cents().refine((value) => value > 0, 'Please enter her share')
const shareEmail = z.union([email, z.literal('')], { error: 'Please enter a valid email address' })

/** One person's share: who, how much, and where to e-mail her link (optional). */
export const shareInput = z.object({
  name: shareName,
  amount: shareAmount,
  email: shareEmail.nullish().transform((value) => value || null),
})
export type ShareInput = z.infer<typeof shareInput>

/** POST /v1/appointment/{id}/shares: new shares, made together (their total is checked at once). */
export const createSharesBody = z.object({
  shares: z.array(shareInput, { error: 'Add at least one person' }).min(1, 'Add at least one person').max(MAX_SHARES, `Up to ${MAX_SHARES} shares`),
})
export type CreateSharesInput = z.input<typeof createSharesBody>
export type CreateSharesBody = z.output<typeof createSharesBody>

/** PATCH …/shares/{shareId}: what changes of an unpaid share; an empty e-mail removes it. */
export const updateShareBody = z
  .object({
    name: shareName.optional(),
    amount: shareAmount.optional(),
    email: z
      .union([shareEmail, z.null()], { error: 'Please enter a valid email address' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((change) => change.name !== undefined || change.amount !== undefined || change.email !== undefined, 'Nothing to change')
export type UpdateShareBody = z.output<typeof updateShareBody>

export const shareParams = z.object({ appointmentId, shareId: z.string().trim().min(1, 'The share is missing').max(64) })
export const shareTokenParams = z.object({ token: z.string().trim().min(16).max(100) })

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────────

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const balanceReminderKind = z.enum(['beforeDue', 'overdue'])
export type BalanceReminderKind = z.infer<typeof balanceReminderKind>

/** A balance reminder sent: to the client, or to a party member for her share. */
const reminderResponse = z.object({ kind: balanceReminderKind, dueDate: isoDay, amount: z.number().int(), sentAt: z.string() })

export const shareResponse = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  amount: z.number().int(),
  /** Her secret link, to copy or send. */
  url: z.string(),
  status: z.enum(['unpaid', 'paid']),
  paidAt: z.string().nullable(),
  /** Given back on her payment since. */
  refunded: z.number().int(),
  emailedAt: z.string().nullable(),
  /** The balance reminders she was sent for it, oldest first. */
  reminders: z.array(reminderResponse),
})
export type ShareResponse = z.infer<typeof shareResponse>

/** GET /v1/appointment/{id}/shares and every change of a share: the gig's balance as split, and its reminders. */
export const balanceResponse = z.object({
  remaining: z.number().int(),
  /** The unpaid shares' total. */
  shared: z.number().int(),
  /** What no share covers: the client's own part. Below zero when a payment left the shares above what remains. */
  unshared: z.number().int(),
  shares: z.array(shareResponse),
  reminders: z.array(reminderResponse),
  /** The client's pay-the-balance page (the offer page), once the gig has one. */
  payUrl: z.string().nullable(),
})
export type BalanceResponse = z.infer<typeof balanceResponse>

/** The public share page: her share of one booking, and nothing else of the owner's. */
export const shareView = z.object({
  /** open: she can pay; closed: the booking no longer takes her payment (not booked, or paid another way). */
  status: z.enum(['open', 'paid', 'closed']),
  business: z.object({ name: z.string(), profileImg: z.string().nullable() }),
  name: z.string(),
  amount: z.number().int(),
  paidAt: z.string().nullable(),
  booking: z.object({
    customerFirstName: z.string(),
    requestNumber: z.number().int(),
    /** A wedding is named by its day on the page, never by its request number. */
    wedding: z.boolean(),
    date: isoDay,
    time: z.object({ from: z.string(), to: z.string() }),
    city: z.string(),
  }),
  paymentDueDate: isoDay.nullable(),
  /** Open and past the gig's payment due date in the owner's time zone. */
  overdue: z.boolean(),
  payment: paymentOptions,
})
export type ShareView = z.infer<typeof shareView>
