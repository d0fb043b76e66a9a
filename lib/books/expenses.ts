// Her business expenses, added, corrected and deleted: what, on what, when, the receipt's photo (one of
// her own uploads), and the GST credit in it while she is registered for GST (one eleventh of a
// GST-inclusive price).
import { fromDbDate, todayIn, toDbDate } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import type { Expense } from '@/lib/generated/prisma/client'
import { ownImagesInOrder } from '@/lib/images/own-images'
import { expenseResponse, type ExpenseBody, type ExpenseResponse } from './schema'
import { includedTax, taxRegimeOf } from './tax-rules'
import { taxColumns } from './tax-details'

export const toExpenseResponse = (row: Expense): ExpenseResponse =>
  expenseResponse.parse({
    _id: row.id,
    spentOn: fromDbDate(row.spentOn),
    category: row.category,
    amountCents: row.amountCents,
    gstCents: row.gstCents,
    gstIncluded: row.gstIncluded,
    note: row.note,
    photo: row.photo,
  })

export async function addExpense({ user, input, now = new Date() }: { user: { id: string }; input: ExpenseBody; now?: Date }): Promise<ExpenseResponse> {
  const row = await prisma.expense.create({ data: { userId: user.id, ...(await expenseColumns(user.id, input, now)) } })
  return toExpenseResponse(row)
}

/** An expense corrected: every field as she has it now, its GST credit worked out again for its date. */
export async function updateExpense({
  user,
  expenseId,
  input,
  now = new Date(),
}: {
  user: { id: string }
  expenseId: string
  input: ExpenseBody
  now?: Date
}): Promise<ExpenseResponse> {
  await ownExpense(user.id, expenseId)
  const row = await prisma.expense.update({ where: { id: expenseId }, data: await expenseColumns(user.id, input, now) })
  return toExpenseResponse(row)
}

export async function deleteExpense({ user, expenseId }: { user: { id: string }; expenseId: string }): Promise<'success'> {
  const { count } = await prisma.expense.deleteMany({ where: { id: expenseId, userId: user.id } })
  if (count === 0) throw notFound('Expense')
  return 'success'
}

async function ownExpense(userId: string, expenseId: string) {
  if (!(await prisma.expense.count({ where: { id: expenseId, userId } }))) throw notFound('Expense')
}

async function expenseColumns(userId: string, input: ExpenseBody, now: Date) {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { ...taxColumns, timeZone: true } })
  if (input.photo) await ownImagesInOrder(prisma, userId, [input.photo], 'Please add the receipt’s photo again')
  const spentOn = input.spentOn ?? todayIn(owner.timeZone, now)
  return {
    spentOn: toDbDate(spentOn),
    amountCents: input.amount,
    gstIncluded: input.gstIncluded,
    gstCents: input.gstIncluded ? includedTax(taxRegimeOf(owner, spentOn), input.amount) : 0,
    category: input.category,
    note: input.note,
    photo: input.photo ?? null,
  }
}
