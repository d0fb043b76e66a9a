import { deleteExpense, updateExpense } from '@/lib/books/expenses'
import { expenseBody, expenseIdParams, expenseResponse } from '@/lib/books/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** An expense corrected: the whole of it, as the add form sends it. */
export const PUT = route({ auth: 'owner', params: expenseIdParams, body: expenseBody, response: expenseResponse }, ({ user, params, body }) =>
  updateExpense({ user, expenseId: params.expenseId, input: body }),
)

export const DELETE = route({ auth: 'owner', params: expenseIdParams, response: successAnswer }, ({ user, params }) =>
  deleteExpense({ user, expenseId: params.expenseId }),
)

export const { GET, POST, PATCH, OPTIONS } = otherMethods('PUT', 'DELETE')
