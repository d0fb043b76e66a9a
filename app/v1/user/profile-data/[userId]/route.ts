import { z } from 'zod'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getProfileData } from '@/lib/users/get-profile-data'
import { profileDataResponse } from '@/lib/users/schema'

export const GET = route({ auth: 'owner', params: z.object({ userId: z.string().min(1).max(64) }), response: profileDataResponse }, ({ user, params }) =>
  getProfileData({ user, userId: params.userId }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
