// Sends what is due in the outbox. Rows are claimed with SKIP LOCKED, so several app instances can run
// this at once; a failed send is retried later with backoff, never dropped.
import { prisma } from '@/lib/db'
import { log } from '@/lib/log'
import { drawAttachments } from './draw-attachments'
import { withOneLineHeaders } from './one-line-headers'
import type { QueuedAttachment } from './outbox'
import { mailFrom, type MailTransport } from './transport'

export const MAX_SEND_ATTEMPTS = 8

/** The first retry's delay; each later one doubles it, up to an hour. OUTBOX_RETRY_BASE_SECONDS sets it. */
const retryBaseSeconds = () => Number(process.env.OUTBOX_RETRY_BASE_SECONDS) || 60

/** 1, 2, 4 … minutes (by default), capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(3600, retryBaseSeconds() * 2 ** Math.max(0, attempts - 1)) * 1000

export async function sendDueEmails(transport: MailTransport, { batch = 20 } = {}): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  for (;;) {
    const claimed = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "EmailOutbox"
        WHERE status = 'pending' AND "sendAfter" <= now()
        ORDER BY "sendAfter" LIMIT ${batch} FOR UPDATE SKIP LOCKED`
      if (rows.length === 0) return []
      const ids = rows.map((row) => row.id)
      // Push them out of reach while we send, so a crash mid-send retries them later instead of never.
      await tx.emailOutbox.updateMany({
        where: { id: { in: ids } },
        data: { sendAfter: new Date(Date.now() + 5 * 60_000), attempts: { increment: 1 } },
      })
      return tx.emailOutbox.findMany({ where: { id: { in: ids } } })
    })
    if (claimed.length === 0) break

    for (const message of claimed) {
      try {
        const queued = message.attachments as QueuedAttachment[]
        const attachments = await drawAttachments(queued)
        const result = await transport.send(
          withOneLineHeaders({
            from: mailFrom(),
            to: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            replyTo: message.replyTo ?? undefined,
            attachments,
            headers: message.headers as Record<string, string>,
            idempotencyKey: message.id,
          }),
        )
        await prisma.emailOutbox.update({
          where: { id: message.id },
          // A drawn PDF is kept as sent: the dev mailbox, and anyone checking, reads what went.
          data: {
            status: 'sent',
            sentAt: new Date(),
            providerMessageId: result.id,
            lastError: null,
            ...(queued.some((attachment) => 'document' in attachment) ? { attachments } : {}),
          },
        })
        sent += 1
      } catch (error) {
        const giveUp = message.attempts >= MAX_SEND_ATTEMPTS
        await prisma.emailOutbox.update({
          where: { id: message.id },
          data: {
            status: giveUp ? 'failed' : 'pending',
            lastError: (error as Error).message.slice(0, 1000),
            sendAfter: new Date(Date.now() + retryDelayMs(message.attempts)),
          },
        })
        log.warn('e-mail not sent', { outboxId: message.id, attempts: message.attempts, error })
        failed += 1
      }
    }
    if (claimed.length < batch) break
  }
  return { sent, failed }
}
