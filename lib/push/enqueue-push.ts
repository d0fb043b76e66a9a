// A push is first a row in the push outbox, written in the same transaction as the change it tells of
// (like e-mail, lib/mail/outbox.ts): one row per device of the owner that has the kind on.
import type { DbClient } from '@/lib/db'
import { kickJob } from '@/lib/jobs/boss'
import { PUSH_URGENCY, type PushKind } from './kinds'

export const SEND_PUSHES_JOB = 'send-pushes'

/** What the service worker shows. Every push shows a notification (iOS drops subscriptions that push silently). */
export type PushPayload = {
  title: string
  body: string
  /** The app's own path the tap opens. */
  url: string
  /** Same-tag notifications replace each other (a gig's news in one line). */
  tag: string
  /** Unseen booking requests and news, for the app icon's badge (Badging API). */
  badge: number
}

/** Titles and bodies are cut so the encrypted payload stays well under iOS's 4 KB. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

export async function enqueuePush(
  db: DbClient,
  { userId, kind, title, body, url }: { userId: string; kind: PushKind; title: string; body: string; url: string },
) {
  const devices = await db.pushDevice.findMany({ where: { userId, NOT: { mutedKinds: { has: kind } } }, select: { id: true } })
  if (devices.length === 0) return
  const badge = await db.notification.count({ where: { userId, type: 'booking', seenAt: null } })
  const payload: PushPayload = { title: cut(title, 80), body: cut(body, 240), url, tag: url, badge }
  await db.pushOutbox.createMany({ data: devices.map((device) => ({ deviceId: device.id, payload, urgency: PUSH_URGENCY[kind] })) })
  kickJob(SEND_PUSHES_JOB)
}
