// Sends what is due in the push outbox (the send-pushes job). The web-push library encrypts each payload
// (RFC 8291, aes128gcm) for its device and signs the VAPID JWT (RFC 8292); the request itself goes out
// here, through request-filtering-agent like every address a user gave us (lib/net/fetch-public.ts):
// an endpoint is a URL the browser chose, and must never make us reach inside our own network.
//   2xx: sent. 404/410: the subscription is gone (uninstalled, permission withdrawn): the device is
//   removed, with what was waiting for it. 429/5xx and network errors: tried again later (Retry-After
//   when the push service says). Any other 4xx: a push that will never be taken, given up.
import http from 'node:http'
import https from 'node:https'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import webpush from 'web-push'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import type { PushPayload } from './enqueue-push'
import { vapidKeys } from './vapid'

export const MAX_PUSH_ATTEMPTS = 6
/** How long a push service keeps a push for a phone that is off: a booking request a day later is still news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60
const TIMEOUT_MS = 10_000

/** 1, 2, 4 … minutes, capped at an hour; a push service's Retry-After wins when it gives one. */
export const pushRetryDelayMs = (attempts: number, retryAfterSeconds?: number) =>
  (retryAfterSeconds && retryAfterSeconds > 0 ? Math.min(retryAfterSeconds, 3600) : Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1))) * 1000

type PushAnswer = { status: number; retryAfter?: number }

function agentFor(url: URL) {
  // PUSH_ENDPOINT_ALLOW_IPS: empty in production; the tests' push service stub listens on 127.0.0.1.
  const allowIPAddressList = (env.PUSH_ENDPOINT_ALLOW_IPS ?? '').split(',').flatMap((entry) => (entry.trim() ? [entry.trim()] : []))
  const options = { allowIPAddressList, keepAlive: false }
  return url.protocol === 'https:' ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options)
}

function post(details: webpush.RequestDetails): Promise<PushAnswer> {
  const url = new URL(details.endpoint)
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      url,
      { method: 'POST', headers: details.headers, agent: agentFor(url), signal: AbortSignal.timeout(TIMEOUT_MS) },
      (response) => {
        response.resume()
        const retryAfter = Number(response.headers['retry-after'])
        resolve({ status: response.statusCode ?? 0, retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined })
      },
    )
    request.on('error', reject)
    request.end(details.body ?? undefined)
  })
}

export async function sendDuePushes({ batch = 20, now = () => new Date() } = {}): Promise<{ sent: number; retried: number; removed: number; failed: number }> {
  const result = { sent: 0, retried: 0, removed: 0, failed: 0 }
  const vapid = vapidKeys()
  for (;;) {
    const claimed = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM "PushOutbox"
        WHERE status = 'pending' AND "sendAfter" <= ${now()}
        ORDER BY "sendAfter" LIMIT ${batch} FOR UPDATE SKIP LOCKED`
      if (rows.length === 0) return []
      const ids = rows.map((row) => row.id)
      // Out of reach while we send: a crash mid-send retries them later instead of never.
      await tx.pushOutbox.updateMany({ where: { id: { in: ids } }, data: { sendAfter: new Date(now().getTime() + 5 * 60_000), attempts: { increment: 1 } } })
      return tx.pushOutbox.findMany({ where: { id: { in: ids } }, include: { device: true } })
    })
    if (claimed.length === 0) break

    for (const message of claimed) {
      const { device } = message
      let answer: PushAnswer | undefined
      let error: string
      try {
        const details = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(message.payload as PushPayload),
          {
            vapidDetails: vapid,
            TTL: PUSH_TTL_SECONDS,
            urgency: message.urgency as webpush.Urgency,
            contentEncoding: 'aes128gcm',
          },
        )
        answer = await post(details)
        error = `The push service answered ${answer.status}`
      } catch (caught) {
        error = (caught as Error).message
      }
      if (answer && answer.status >= 200 && answer.status < 300) {
        await prisma.pushOutbox.update({ where: { id: message.id }, data: { status: 'sent', sentAt: now(), lastError: null } })
        result.sent += 1
      } else if (answer && (answer.status === 404 || answer.status === 410)) {
        // The subscription expired or was withdrawn: the device goes, and what waits for it with it.
        await prisma.pushDevice.deleteMany({ where: { id: device.id } })
        log.info('push subscription gone; device removed', { deviceId: device.id, status: answer.status })
        result.removed += 1
      } else {
        const retry = !answer || answer.status === 429 || answer.status >= 500
        const giveUp = !retry || message.attempts >= MAX_PUSH_ATTEMPTS
        await prisma.pushOutbox.update({
          where: { id: message.id },
          data: {
            status: giveUp ? 'failed' : 'pending',
            lastError: error.slice(0, 1000),
            sendAfter: new Date(now().getTime() + pushRetryDelayMs(message.attempts, answer?.retryAfter)),
          },
        })
        log.warn('push not sent', { pushId: message.id, attempts: message.attempts, error })
        if (giveUp) result.failed += 1
        else result.retried += 1
      }
    }
    if (claimed.length < batch) break
  }
  return result
}
