import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getFeeRules, saveFeeRules } from '@/lib/weddings/fee-rules'
import { feeRulesSchema } from '@/lib/weddings/schema'

/** The owner's wedding fee rules: travel, early starts, the minimum booking total. */
export const GET = route({ auth: 'owner', response: feeRulesSchema }, ({ user }) => getFeeRules({ user }))

export const PUT = route({ auth: 'owner', body: feeRulesSchema, response: feeRulesSchema }, ({ user, body }) => saveFeeRules({ user, input: body }))

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
