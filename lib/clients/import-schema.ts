// Importing and exporting clients (issue 37): the request and the answers, shared by the screen, the routes and the tests.
import { z } from 'zod'

/** The most rows one file may hold, and its size in bytes: a file past either is refused whole. */
export const IMPORT_MAX_ROWS = 5000
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024

/** POST /v1/clients/import/preview and POST /v1/clients/import: the file's text, as read in the browser. */
export const importBody = z.object({
  csv: z.string({ error: 'Choose a CSV file' }).min(1, 'The file is empty'),
})
export type ImportBody = z.infer<typeof importBody>

/**
 * What happens to a row on import. new: she is added; match: she is a client already (by e-mail or
 * mobile), and what her record lacks is filled in; duplicate: an earlier row of the file is her (left
 * out); invalid: the row has no name (left out).
 */
export const importRowStatus = z.enum(['new', 'match', 'duplicate', 'invalid'])
export type ImportRowStatus = z.infer<typeof importRowStatus>

export const importPreviewRow = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: importRowStatus,
  /** match: the client she is. */
  clientName: z.string().nullable(),
  /** duplicate: the earlier line that is her. */
  duplicateOf: z.number().int().nullable(),
  /** A new row whose name a client (or an earlier row) has with another e-mail: perhaps her, perhaps not. */
  likelyDuplicateOf: z.string().nullable(),
  /** Why the row is left out, or what of it is (a mobile that is no number). */
  problem: z.string().nullable(),
})
export type ImportPreviewRow = z.infer<typeof importPreviewRow>

export const importPreviewResponse = z.object({
  /** The columns read, by what they became: "name" → "First Name + Last Name". */
  columns: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), notes: z.string().nullable() }),
  counts: z.object({ new: z.number().int(), match: z.number().int(), duplicate: z.number().int(), invalid: z.number().int(), likely: z.number().int() }),
  rows: z.array(importPreviewRow),
})
export type ImportPreview = z.infer<typeof importPreviewResponse>

export const importResult = z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() })
export type ImportResult = z.infer<typeof importResult>
