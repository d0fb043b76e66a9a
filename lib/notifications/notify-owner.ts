// An in-app notification, and the same news pushed to the owner's phone when it is a kind she gets
// pushes for (lib/push/kinds.ts), in the caller's transaction: both describe a change that committed.
import type { DbClient } from '@/lib/db'
import type { NotificationType } from '@/lib/generated/prisma/enums'
import { enqueuePush } from '@/lib/push/enqueue-push'
import type { PushKind } from '@/lib/push/kinds'

export type OwnerNotification = { userId: string; type: NotificationType; message: string; img?: string | null; link: string }

export async function notifyOwner(db: DbClient, notification: OwnerNotification, push: { kind: PushKind; title: string }) {
  await db.notification.create({ data: { ...notification, img: notification.img ?? null } })
  await enqueuePush(db, { userId: notification.userId, kind: push.kind, title: push.title, body: notification.message, url: notification.link })
}
