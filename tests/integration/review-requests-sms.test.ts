// The thank-you's text beside its e-mail, against a local stand-in for Twilio's Messages API: sent where
// text messages are set up and the artist turned texts on, with the same signed link; never with the reminder.
import { afterAll, describe, expect, it } from 'vitest'
import { startHttpStub } from '../support/http-stub'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

const twilio = await startHttpStub((request) =>
  request.method === 'POST' && /^\/2010-04-01\/Accounts\/AC_test\/Messages\.json$/.test(request.path)
    ? { status: 201, json: { sid: `SM${Date.now()}`, status: 'queued' } }
    : { status: 404, json: { code: 20404, message: 'Not found' } },
)
Object.assign(process.env, { TWILIO_ACCOUNT_SID: 'AC_test', TWILIO_AUTH_TOKEN: 'twilio-secret', TWILIO_FROM: '+61400999888', TWILIO_BASE_URL: twilio.url })
afterAll(() => twilio.close())

const { sendReviewRequests } = await import('@/lib/review-requests/send-review-requests')
const { addDaysTo, clockInstant } = await import('@/lib/appointments/dates')

const GIG_DAY = dayFromToday(540)
const at = (days: number) => clockInstant(addDaysTo(GIG_DAY, days), '10:00', 'Australia/Sydney')
const textsTo = (mobile: string) => twilio.requests.filter((request) => new URLSearchParams(request.body).get('To') === mobile)

describe('review request texts', () => {
  it('text the client with her signed link where texts are on, once, and not with the reminder', async () => {
    const on = await createOwner({ timeZone: 'Australia/Sydney', businessName: 'Glow by Mia', textRemindersEnabled: true })
    await createGigFor(on.user.id, { status: 'booked', date: new Date(`${GIG_DAY}T00:00:00Z`), customerName: 'Zoe Harris', customerMobile: '+61412000111' })
    const off = await createOwner({ timeZone: 'Australia/Sydney' })
    await createGigFor(off.user.id, { status: 'booked', date: new Date(`${GIG_DAY}T00:00:00Z`), customerMobile: '+61412000222' })
    await sendReviewRequests({ now: at(1) })
    await sendReviewRequests({ now: at(1) })
    await sendReviewRequests({ now: at(4) })
    const sent = textsTo('+61412000111')
    expect(sent).toHaveLength(1)
    expect(new URLSearchParams(sent[0].body).get('Body')).toMatch(
      /^Hi Zoe, thank you from Glow by Mia! A quick review would mean a lot: http\S+\/post-review\/\S+\?r=\S+$/,
    )
    expect(textsTo('+61412000222')).toHaveLength(0)
  })
})
