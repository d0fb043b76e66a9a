// Every e-mail is first a row in the outbox, written in the same transaction as the change that causes
// it: if the change commits, the e-mail will go; if it rolls back, no e-mail describes it.
import type { BooksDocument } from '@/lib/books/document'
import type { DbClient } from '@/lib/db'
import { prisma } from '@/lib/db'
import { kickJob } from '@/lib/jobs/boss'
import { withOneLineHeaders } from './one-line-headers'

export type EmailAttachment = { filename: string; contentType: string; content: string /* base64 */ }

/**
 * One of her documents (a receipt, an invoice, an adjustment note), queued as its data and drawn as a PDF
 * when the e-mail is sent (draw-attachments.ts): drawing takes a while, and the transaction that queues
 * the e-mail (a payment's, a webhook's) holds her gig and her numbers until it commits.
 */
export type DocumentAttachment = { filename: string; contentType: 'application/pdf'; document: BooksDocument }

export type QueuedAttachment = EmailAttachment | DocumentAttachment

export type EmailMessage = {
  to: string
  subject: string
  html: string
  text: string
  replyTo?: string
  attachments?: QueuedAttachment[]
  /** Extra headers by name (List-Unsubscribe); values made one line like the others. */
  headers?: Record<string, string>
}

export const SEND_OUTBOX_JOB = 'send-outbox'

export async function enqueueEmail(queued: EmailMessage, db: DbClient = prisma): Promise<{ id: string }> {
  const message = withOneLineHeaders(queued)
  const row = await db.emailOutbox.create({
    data: {
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      replyTo: message.replyTo ?? null,
      attachments: message.attachments ?? [],
      headers: message.headers ?? {},
    },
    select: { id: true },
  })
  kickJob(SEND_OUTBOX_JOB)
  return row
}
