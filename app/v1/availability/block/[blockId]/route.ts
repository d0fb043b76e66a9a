import { deleteBlock } from '@/lib/availability/blocks'
import { blockIdParams } from '@/lib/availability/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The blocked time is free again. */
export const DELETE = route({ auth: 'owner', params: blockIdParams, response: successAnswer }, async ({ user, params }) => {
  await deleteBlock({ user, blockId: params.blockId })
  return 'success' as const
})

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE')
