import { exportAccount } from '@/lib/account/export-account'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Her whole account as a ZIP to download: JSON files and her photos. */
export const GET = route({ auth: 'owner' }, async ({ user }) => {
  const { fileName, zip } = await exportAccount({ user })
  return new Response(new Uint8Array(zip), { headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${fileName}"` } })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
