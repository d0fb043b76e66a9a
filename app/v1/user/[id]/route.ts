import { z } from 'zod'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { profileUpdateBody } from '@/lib/users/profile-schema'
import { userResponse } from '@/lib/users/schema'
import { updateProfile } from '@/lib/users/update-profile'

export const PATCH = route(
  { auth: 'owner', params: z.object({ id: z.string().min(1).max(64) }), body: profileUpdateBody, response: userResponse },
  ({ user, params, body }) => updateProfile({ user, userId: params.id, input: body }),
)

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods('PATCH')
