import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { weddingPackageSchema } from '@/lib/weddings/schema'
import { getWeddingPackage, saveWeddingPackage } from '@/lib/weddings/wedding-package'

/** The owner's usual wedding: her party, trial run, retainer and terms; null until first saved. */
export const GET = route({ auth: 'owner', response: weddingPackageSchema.nullable() }, ({ user }) => getWeddingPackage({ user }))

export const PUT = route({ auth: 'owner', body: weddingPackageSchema, response: weddingPackageSchema }, ({ user, body }) =>
  saveWeddingPackage({ user, input: body }),
)

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
