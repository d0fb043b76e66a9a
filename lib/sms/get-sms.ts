// Text messages: through Twilio when it is configured, otherwise not at all. There is no pretend
// sender: with no provider, the app says text messages are off and sends e-mail only.
import { env } from '@/lib/env'
import type { SmsSender } from './sms'
import { twilioSms } from './twilio-sms'

export function getSms(): SmsSender | null {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return null
  return twilioSms({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, baseUrl: env.TWILIO_BASE_URL })
}

export const textMessagesAvailable = () => getSms() !== null
