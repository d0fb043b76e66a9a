import { registerOwner } from '@/lib/auth/register'
import { registerBody, registerResponse } from '@/lib/auth/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { consumeRateLimit } from '@/lib/rate-limit/consume'

export const POST = route({ auth: 'public', rateLimit: 'register', body: registerBody, status: 201, response: registerResponse }, async ({ body }) => {
  await consumeRateLimit('register', body.email)
  return registerOwner(body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
