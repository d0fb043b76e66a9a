// Where outbox messages go: Resend when RESEND_API_KEY is set, otherwise nowhere beyond the outbox
// itself, which the dev mailbox (/dev/mailbox) shows.
import { Resend } from 'resend'
import { env } from '@/lib/env'
import type { EmailAttachment, EmailMessage } from './outbox'

export interface MailTransport {
  readonly name: 'resend' | 'outbox'
  send(message: Omit<EmailMessage, 'attachments'> & { attachments?: EmailAttachment[]; from: string; idempotencyKey: string }): Promise<{ id: string }>
}

export function resendTransport({ apiKey, baseUrl }: { apiKey: string; baseUrl?: string }): MailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined)
  return {
    name: 'resend',
    async send(message) {
      const { data, error } = await resend.emails.send(
        {
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          replyTo: message.replyTo,
          ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}),
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        },
        { idempotencyKey: message.idempotencyKey },
      )
      if (error || !data) throw new Error(`Resend refused the message: ${error?.message ?? 'no answer'}`)
      return { id: data.id }
    },
  }
}

/** Messages stay in the outbox, where the dev mailbox reads them. */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  async send(message) {
    return { id: `outbox:${message.idempotencyKey}` }
  },
}

export function mailTransportFromEnv(): MailTransport {
  return env.RESEND_API_KEY ? resendTransport({ apiKey: env.RESEND_API_KEY, baseUrl: env.RESEND_BASE_URL }) : outboxTransport
}

export const mailFrom = () => env.MAIL_FROM
