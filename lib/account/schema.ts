// Her account (issue 37): deleting it, with 7 days to change her mind, and exporting it.
import { z } from 'zod'

/** Days between "Delete my account" and the job that deletes it; "Keep my account" cancels it meanwhile. */
export const DELETION_GRACE_DAYS = 7

/** POST /v1/account/deletion: she types DELETE, or her login e-mail, to confirm. */
export const accountDeletionBody = z.object({
  confirm: z.string({ error: 'Type DELETE or your email to confirm' }).trim().min(1, 'Type DELETE or your email to confirm').max(254),
})
export type AccountDeletionBody = z.infer<typeof accountDeletionBody>

/** Whether the account is to be deleted, and when (ISO); null: it is not. */
export const accountDeletionResponse = z.object({ deleteAfter: z.string().nullable() })
export type AccountDeletion = z.infer<typeof accountDeletionResponse>

/** The confirmation the dialog asks for: DELETE (any case), or her own login e-mail. */
export const confirmsDeletion = (typed: string, email: string) => {
  const text = typed.trim()
  return text.toUpperCase() === 'DELETE' || text.toLowerCase() === email.toLowerCase()
}
