import { moneyExport } from '@/lib/books/export'
import { moneyExportQuery } from '@/lib/books/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The period's payments and refunds as a CSV file: plain, or Xero's sales invoice import (`?format=xero`). */
export const GET = route({ auth: 'owner', query: moneyExportQuery }, ({ user, query }) => moneyExport({ user, query }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
