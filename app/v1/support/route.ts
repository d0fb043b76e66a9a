import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { supportAnswer, supportBody } from '@/lib/support/schema'
import { sendSupportMessage } from '@/lib/support/send-support-message'

export const POST = route({ auth: 'owner', body: supportBody, response: supportAnswer }, async ({ user, body }) => {
  await consumeRateLimit('support', user.id)
  return sendSupportMessage({ user, ...body })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
