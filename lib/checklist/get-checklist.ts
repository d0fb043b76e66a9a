import { prisma } from '@/lib/db'
import { WEBSITE_LINK } from '@/lib/catalogue/checklist'
import { websiteUrl } from '@/lib/users/website'
import { checklistResponse, type Checklist } from './schema'
import { autoCheck, ensureChecklist, triggersShownByData } from './triggers'

/** Today's suggestions (visible ones) and the success checklist, ticked by what the owner has done. */
export async function getChecklist({ user }: { user: { id: string } }): Promise<Checklist> {
  await ensureChecklist(prisma, user.id)
  const shown = await triggersShownByData(prisma, user.id)
  if (shown.length) await autoCheck(prisma, user.id, { trigger: { in: shown } })
  const [entries, owner] = await Promise.all([
    prisma.userChecklistItem.findMany({ where: { userId: user.id }, include: { item: true }, orderBy: { item: { order: 'asc' } } }),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { slug: true } }),
  ])
  const toEntry = (entry: (typeof entries)[number]) => ({
    _id: entry.id,
    status: entry.status,
    checked: entry.checked,
    item: {
      _id: entry.item.id,
      title: entry.item.title,
      subTitle: entry.item.subTitle,
      type: entry.item.type,
      subItemId: entry.item.featureId,
      link: entry.item.link === WEBSITE_LINK ? websiteUrl(owner.slug) : entry.item.link,
    },
  })
  return checklistResponse.parse({
    suggestions: entries.filter((e) => e.item.kind === 'suggestion' && e.status === 'visible').map(toEntry),
    checklistItems: entries.filter((e) => e.item.kind === 'checklist').map(toEntry),
  })
}
