// The one policy for every e-mail or text the app sends a client because of an owner's action (offers,
// quotes, receipts, reschedules, cancellations, shares, reminders…): an owner must not be able to use
// the app to send her own text to any address without end. Each message is checked and written to the
// ledger (ClientMessage) in the transaction of the change it reports, so a refused message rolls the
// change back, or (`overCap: 'skip'`) lets the change stand and sends nothing.
import { createHash } from 'node:crypto'
import { prisma, type PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { rateLimitFor, type RateLimitName } from '@/lib/rate-limit/limits'
import type { SmsSender } from '@/lib/sms/sms'
import { enqueueEmail, type EmailMessage } from './outbox'
import { withoutForeignLinks } from './plain-links'

/**
 * What one request may send when the owner asks for the e-mails (`refuse`): many shares in one call must
 * not become many e-mails to one person. A change's own e-mails (`skip`: a payment's receipt, its booking
 * and a refund held for it, all in one transaction) are counted but never held back by these.
 */
export const MAX_CLIENT_EMAILS_PER_REQUEST = 20
export const MAX_CLIENT_EMAILS_PER_RECIPIENT_PER_REQUEST = 2

export type OverCap =
  /** The owner asked for this message: refuse with 429 (the transaction, and its change, roll back). */
  | 'refuse'
  /** The message reports a change that must stand (a reschedule) or a job sends it: send nothing, log. */
  | 'skip'

type ClientMessageContext = { userId: string; overCap?: OverCap }

type Refusal = { limit: RateLimitName; retryAfter: number; message: string }

/** Per transaction (one request or one job step): client e-mails so far, by recipient. */
const sentInTransaction = new WeakMap<object, Map<string, number>>()

const hashOf = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex')

function perRequestRefusal(tx: PrismaTx, recipient: string): Refusal | null {
  const sent = sentInTransaction.get(tx) ?? new Map<string, number>()
  const total = [...sent.values()].reduce((sum, count) => sum + count, 0)
  if (total >= MAX_CLIENT_EMAILS_PER_REQUEST)
    return {
      limit: 'clientMessages',
      retryAfter: 1,
      message: `One change can e-mail at most ${MAX_CLIENT_EMAILS_PER_REQUEST} people. Please send fewer at a time.`,
    }
  if ((sent.get(recipient) ?? 0) >= MAX_CLIENT_EMAILS_PER_RECIPIENT_PER_REQUEST)
    return {
      limit: 'clientMessagesRecipient',
      retryAfter: 1,
      message: `One change can e-mail the same address at most ${MAX_CLIENT_EMAILS_PER_RECIPIENT_PER_REQUEST} times. Please give each person their own e-mail.`,
    }
  return null
}

function countInTransaction(tx: PrismaTx, recipient: string) {
  const sent = sentInTransaction.get(tx) ?? new Map<string, number>()
  sent.set(recipient, (sent.get(recipient) ?? 0) + 1)
  sentInTransaction.set(tx, sent)
}

/** Seconds until the oldest counted message leaves the window. */
const secondsUntil = (oldest: Date | undefined, windowSeconds: number, now: Date) =>
  oldest ? Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000)) : windowSeconds

async function windowRefusal(
  tx: PrismaTx,
  { userId, recipient, contentHash, now }: { userId: string; recipient: string; contentHash: string; now: Date },
): Promise<{ refusal: Refusal | null; ownerVerified: boolean }> {
  const owner = await tx.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } })
  const ownerVerified = Boolean(owner?.emailVerifiedAt)
  const checks: Array<{ limit: RateLimitName; where: { userId?: string; recipient?: string; contentHash?: string } }> = [
    { limit: 'clientMessageRepeat', where: { recipient, contentHash } },
    { limit: 'clientMessagesRecipient', where: { recipient } },
    { limit: ownerVerified ? 'clientMessages' : 'clientMessagesUnverified', where: { userId } },
  ]
  for (const { limit, where } of checks) {
    const { points, seconds, message } = rateLimitFor(limit)
    const since = new Date(now.getTime() - seconds * 1000)
    const counted = await tx.clientMessage.findMany({
      where: { ...where, createdAt: { gt: since } },
      select: { createdAt: true },
      orderBy: { createdAt: 'desc' },
      take: points,
    })
    if (counted.length >= points) return { refusal: { limit, message, retryAfter: secondsUntil(counted.at(-1)?.createdAt, seconds, now) }, ownerVerified }
  }
  return { refusal: null, ownerVerified }
}

/**
 * Checks the caps for one message to `recipient` and, within them, writes it to the ledger. Over a cap:
 * throws 429 (`refuse`) or logs and answers false (`skip`).
 */
async function admitClientMessage(
  tx: PrismaTx,
  {
    userId,
    overCap = 'refuse',
    channel,
    recipient,
    content,
    now = new Date(),
  }: ClientMessageContext & {
    channel: 'email' | 'text'
    recipient: string
    content: string[]
    now?: Date
  },
): Promise<{ admitted: boolean; ownerVerified: boolean }> {
  const to = recipient.trim().toLowerCase()
  // One owner's messages are counted one transaction at a time, so two requests at once cannot both
  // pass the last free place.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`client-messages:${userId}`}))`
  const contentHash = hashOf(channel, ...content)
  const perRequest = channel === 'email' && overCap === 'refuse' ? perRequestRefusal(tx, to) : null
  const { refusal, ownerVerified } = perRequest
    ? { refusal: perRequest, ownerVerified: false }
    : await windowRefusal(tx, { userId, recipient: to, contentHash, now })
  if (refusal) {
    log.warn('client message over its cap: not sent', { userId, channel, limit: refusal.limit, overCap })
    if (overCap === 'refuse') throw new AppError('rate_limited', refusal.message, { retryAfter: refusal.retryAfter })
    return { admitted: false, ownerVerified }
  }
  await tx.clientMessage.create({ data: { userId, channel, recipient: to, contentHash, createdAt: now } })
  if (channel === 'email') countInTransaction(tx, to)
  return { admitted: true, ownerVerified }
}

/**
 * E-mails a client on an owner's behalf, within the caps. Until the owner's e-mail is verified, links in
 * the message (but the app's own) are shown as plain text. Answers whether it was queued.
 */
export async function sendClientEmail(tx: PrismaTx, message: EmailMessage, context: ClientMessageContext): Promise<boolean> {
  const { admitted, ownerVerified } = await admitClientMessage(tx, {
    ...context,
    channel: 'email',
    recipient: message.to,
    content: [message.subject, message.text],
  })
  if (!admitted) return false
  await enqueueEmail(ownerVerified ? message : withoutForeignLinks(message, ownHosts()), tx)
  return true
}

/**
 * Counts a text to a client within the caps (in `tx`, before the text goes: texts have no outbox).
 * Answers a function that sends it, or null when it is over a cap (logged; jobs skip it).
 */
export async function admitClientText(
  tx: PrismaTx,
  sms: SmsSender,
  text: { to: string; body: string },
  context: ClientMessageContext,
): Promise<(() => Promise<{ id: string }>) | null> {
  const { admitted } = await admitClientMessage(tx, { ...context, channel: 'text', recipient: text.to, content: [text.body] })
  return admitted ? () => sms.send(text) : null
}

/** Hosts whose links stay links: the app's own (offer, share and review links point there). */
const ownHosts = () => [new URL(env.APP_URL).hostname, env.ROOT_DOMAIN].filter((host): host is string => Boolean(host))

const CLIENT_MESSAGE_LIMITS = ['clientMessages', 'clientMessagesUnverified', 'clientMessagesRecipient', 'clientMessageRepeat'] as const

/**
 * Forgets ledger rows no cap counts any more: older than the longest window in force (a day by default),
 * and at least two days old. The `prune-client-messages` job.
 */
export async function forgetOldClientMessages(now = new Date()): Promise<{ deleted: number }> {
  const keepSeconds = Math.max(2 * 24 * 60 * 60, ...CLIENT_MESSAGE_LIMITS.map((name) => rateLimitFor(name).seconds))
  const { count } = await prisma.clientMessage.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - keepSeconds * 1000) } } })
  return { deleted: count }
}
