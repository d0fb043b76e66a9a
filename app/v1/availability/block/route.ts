import { addBlock } from '@/lib/availability/blocks'
import { blockBody, blockResponse } from '@/lib/availability/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** A day off or a blocked time: no client can book into it. */
export const POST = route({ auth: 'owner', body: blockBody, status: 201, response: blockResponse }, ({ user, body }) => addBlock({ user, input: body }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
