import { addExpense } from '@/lib/books/expenses'
import { expenseBody, expenseResponse } from '@/lib/books/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** An expense: amount, category, the receipt's photo; its GST credit is worked out here. */
export const POST = route({ auth: 'owner', status: 201, body: expenseBody, response: expenseResponse, idempotent: true }, ({ user, body }) =>
  addExpense({ user, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
