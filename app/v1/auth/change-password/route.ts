import { changePassword } from '@/lib/auth/change-password'
import { changePasswordBody } from '@/lib/auth/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: changePasswordBody, response: successAnswer }, ({ user, body }) => changePassword({ user, input: body }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
