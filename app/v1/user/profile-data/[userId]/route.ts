import { z } from 'zod'
import { route } from '@/lib/http/route'
import { getProfileData } from '@/lib/users/get-profile-data'

export const GET = route({ auth: 'owner', params: z.object({ userId: z.string().min(1).max(64) }) }, ({ user, params }) =>
  getProfileData({ user, userId: params.userId }),
)
