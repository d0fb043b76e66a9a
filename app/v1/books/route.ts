import { getMoney } from '@/lib/books/money'
import { moneyQuery, moneyReport } from '@/lib/books/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The Money screen's figures for a month, a quarter or a financial year. */
export const GET = route({ auth: 'owner', query: moneyQuery, response: moneyReport }, ({ user, query }) => getMoney({ user, query }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
