import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import { getChecklist } from './get-checklist'
import type { UpdateEntryBody } from './schema'
import { autoCheck } from './triggers'

/** Changes one of the owner's checklist rows (a suggestion when `suggestion` is set); answers the new lists. */
export async function updateChecklistEntry({ user, id, suggestion, input }: { user: { id: string }; id: string; suggestion: boolean; input: UpdateEntryBody }) {
  const { count } = await prisma.userChecklistItem.updateMany({
    where: { id, userId: user.id, item: { kind: suggestion ? 'suggestion' : 'checklist' } },
    data: { ...(input.status ? { status: input.status } : {}), ...(input.checked !== undefined ? { checked: input.checked } : {}) },
  })
  if (count === 0) throw notFound(suggestion ? 'Suggestion' : 'Checklist item')
  return getChecklist({ user })
}

/** Viewing or activating a feature: its suggestion is dismissed and checked, its checklist item checked (once, like every tick the app makes). */
export async function markFeatureSeen(userId: string, featureId: string) {
  await autoCheck(prisma, userId, { featureId, kind: 'suggestion' }, { status: 'dismissed' })
  await autoCheck(prisma, userId, { featureId, kind: 'checklist' })
}
