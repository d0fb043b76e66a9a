// Her business expenses: what, on what, when, the receipt's photo (one of her own uploads), and the GST
// credit in it while she is registered for GST (one eleventh of a GST-inclusive price).
import { fromDbDate, todayIn, toDbDate } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
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
    note: row.note,
    photo: row.photo,
  })

export async function addExpense({ user, input, now = new Date() }: { user: { id: string }; input: ExpenseBody; now?: Date }): Promise<ExpenseResponse> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { ...taxColumns, timeZone: true } })
  if (input.photo) await ownImagesInOrder(prisma, user.id, [input.photo], 'Please add the receipt’s photo again')
  const spentOn = input.spentOn ?? todayIn(owner.timeZone, now)
  const gstCents = input.gstIncluded ? includedTax(taxRegimeOf(owner, spentOn), input.amount) : 0
  const row = await prisma.expense.create({
    data: {
      userId: user.id,
      spentOn: toDbDate(spentOn),
      amountCents: input.amount,
      gstCents,
      category: input.category,
      note: input.note,
      photo: input.photo ?? null,
    },
  })
  return toExpenseResponse(row)
}
