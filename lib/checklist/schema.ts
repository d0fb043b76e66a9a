import { z } from 'zod'

export const checklistEntryResponse = z.object({
  _id: z.string(),
  status: z.enum(['visible', 'dismissed']),
  checked: z.boolean(),
  item: z.object({
    _id: z.string(),
    title: z.string(),
    subTitle: z.string(),
    type: z.enum(['feature', 'externalLink', 'other']),
    subItemId: z.string().nullable(),
    /** A path of the app, an external URL, or the owner's own website already resolved. */
    link: z.string().nullable(),
  }),
})
export type ChecklistEntry = z.infer<typeof checklistEntryResponse>

export const checklistResponse = z.object({ suggestions: z.array(checklistEntryResponse), checklistItems: z.array(checklistEntryResponse) })
export type Checklist = z.infer<typeof checklistResponse>

/** A trigger the browser reported, recorded. */
export const checklistEventAnswer = z.object({ ok: z.literal(true) })

export const entryParams = z.object({ id: z.string().min(1).max(64) })
export const suggestionQuery = z.object({ suggestion: z.enum(['true', 'false']).optional() })

export const dismissBody = z.object({ status: z.literal('dismissed').default('dismissed') })
export const updateEntryBody = z
  .object({ status: z.enum(['visible', 'dismissed']).optional(), checked: z.boolean().optional() })
  .refine((body) => body.status !== undefined || body.checked !== undefined, 'Nothing to change')
export type UpdateEntryBody = z.infer<typeof updateEntryBody>
