// "Delete my account" and "Keep my account": the deletion is only scheduled, 7 days out; until then
// every screen shows a banner that cancels it. The job (delete-accounts.ts) does the deleting.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { accountDeletionResponse, confirmsDeletion, DELETION_GRACE_DAYS, type AccountDeletion, type AccountDeletionBody } from './schema'

const DAY_MS = 24 * 60 * 60 * 1000

const answer = (deleteAfter: Date | null): AccountDeletion => accountDeletionResponse.parse({ deleteAfter: deleteAfter?.toISOString() ?? null })

export async function scheduleAccountDeletion({
  user,
  input,
  now = new Date(),
}: {
  user: { id: string }
  input: AccountDeletionBody
  now?: Date
}): Promise<AccountDeletion> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, deleteAfter: true } })
  if (!confirmsDeletion(input.confirm, owner.email)) {
    throw new AppError('unprocessable', 'Type DELETE or your email to confirm', { fields: { confirm: 'Type DELETE or your email' } })
  }
  // Asked twice: the first date holds.
  if (owner.deleteAfter) return answer(owner.deleteAfter)
  const deleteAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS)
  await prisma.user.update({ where: { id: user.id }, data: { deleteAfter }, select: { id: true } })
  return answer(deleteAfter)
}

export async function cancelAccountDeletion({ user }: { user: { id: string } }): Promise<AccountDeletion> {
  await prisma.user.update({ where: { id: user.id }, data: { deleteAfter: null }, select: { id: true } })
  return answer(null)
}
