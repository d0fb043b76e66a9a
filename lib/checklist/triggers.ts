// Checklist items tick themselves: some from what the owner's data shows (a profile photo, a first
// review…), the others when the owner does the thing (shares the site, picks a design…). The app ticks
// an item once; after that the tick is the owner's, so an item they untick stays unticked.
import type { DbClient } from '@/lib/db'
import { prisma } from '@/lib/db'
import type { Prisma } from '@/lib/generated/prisma/client'
import type { ChecklistTrigger } from '@/lib/generated/prisma/enums'

/** Ticks the owner's rows matching `item` that the app has never ticked before. */
export async function autoCheck(
  db: DbClient,
  userId: string,
  item: Prisma.ChecklistItemWhereInput,
  extra: Prisma.UserChecklistItemUpdateManyMutationInput = {},
) {
  await db.userChecklistItem.updateMany({ where: { userId, autoCheckedAt: null, item }, data: { ...extra, checked: true, autoCheckedAt: new Date() } })
}

/** Creates the owner's rows for every catalogue item that has none yet. */
export async function ensureChecklist(db: DbClient, userId: string) {
  const items = await db.checklistItem.findMany({ select: { id: true } })
  await db.userChecklistItem.createMany({ data: items.map((item) => ({ userId, itemId: item.id })), skipDuplicates: true })
}

/** The owner just did the thing behind `trigger`: tick every item it names. */
export async function markChecklistTrigger(userId: string, trigger: ChecklistTrigger, db: DbClient = prisma) {
  await ensureChecklist(db, userId)
  await autoCheck(db, userId, { trigger })
}

/** The triggers the owner's data already proves. */
export async function triggersShownByData(db: DbClient, userId: string): Promise<ChecklistTrigger[]> {
  const owner = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      profileImg: true,
      coverImgs: true,
      bio: true,
      themeId: true,
      themeConfigs: true,
      _count: { select: { reviews: { where: { placeholder: false } }, appointments: true, albums: { where: { default: false, auto: false } } } },
    },
  })
  const shown: ChecklistTrigger[] = []
  if (owner.profileImg) shown.push('profileImage')
  if (owner.coverImgs.length) shown.push('coverPhotos')
  if (owner.bio?.replace(/<[^>]*>/g, '').trim()) shown.push('bioWritten')
  if (owner._count.reviews) shown.push('firstReview')
  if (owner._count.appointments) shown.push('firstGig')
  if (owner._count.albums) shown.push('albumCreated')
  return shown
}
