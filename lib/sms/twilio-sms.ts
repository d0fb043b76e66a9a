// Twilio's Messages API: a form-encoded POST with HTTP basic auth, answered with the message's sid.
import type { SmsSender } from './sms'

export function twilioSms({ accountSid, authToken, from, baseUrl }: { accountSid: string; authToken: string; from: string; baseUrl: string }): SmsSender {
  return {
    async send({ to, body }) {
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }),
        signal: AbortSignal.timeout(15_000),
      })
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number }
      if (!response.ok || !answer.sid)
        throw new Error(`Twilio refused the message (${response.status}${answer.code ? `, code ${answer.code}` : ''}): ${answer.message ?? 'no message'}`)
      return { id: answer.sid }
    },
  }
}
