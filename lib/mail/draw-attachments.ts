// What the outbox's sender attaches: an attachment queued ready as it is, a document's PDF drawn now,
// outside the transaction that queued the e-mail.
import { booksDocumentPdf } from '@/lib/books/document-pdf'
import type { EmailAttachment, QueuedAttachment } from './outbox'

export const drawAttachments = (attachments: QueuedAttachment[]): Promise<EmailAttachment[]> =>
  Promise.all(
    attachments.map(async (attachment) =>
      'document' in attachment
        ? { filename: attachment.filename, contentType: attachment.contentType, content: (await booksDocumentPdf(attachment.document)).toString('base64') }
        : attachment,
    ),
  )
