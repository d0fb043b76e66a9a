import { exportClientsCsv } from '@/lib/clients/export-clients'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Every client as a CSV file to download. */
export const GET = route({ auth: 'owner' }, async ({ user }) => {
  const csv = await exportClientsCsv({ user })
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="glowfolio-clients-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
