// User text reaches e-mail headers (a customer's name in a subject, a business name, a support subject).
// A CR or LF there would start a header of the sender's choosing (Bcc:, a second body), so every header
// value is made one line here, on the way into the outbox and again on the way out.
import type { EmailMessage } from './outbox'

/** Control characters and line separators, each run one space. */
export const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim()

export function withOneLineHeaders<M extends Pick<EmailMessage, 'to' | 'subject' | 'replyTo' | 'headers'> & { from?: string }>(message: M): M {
  return {
    ...message,
    ...(message.headers !== undefined
      ? { headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [oneLine(name), oneLine(value)])) }
      : {}),
    to: oneLine(message.to),
    subject: oneLine(message.subject),
    ...(message.replyTo !== undefined ? { replyTo: oneLine(message.replyTo) } : {}),
    ...(message.from !== undefined ? { from: oneLine(message.from) } : {}),
  }
}
