// Text reminders through Twilio, against a local stand-in for Twilio's Messages API: available once
// configured, sent by the reminder job beside the e-mail, and a failed text never stops the e-mail.
import { afterAll, describe, expect, it } from 'vitest'
import { startHttpStub } from '../support/http-stub'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

let refuse = false
const twilio = await startHttpStub((request) => {
  if (refuse) return { status: 400, json: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } }
  if (request.method === 'POST' && /^\/2010-04-01\/Accounts\/AC_test\/Messages\.json$/.test(request.path))
    return { status: 201, json: { sid: `SM${Date.now()}`, status: 'queued' } }
  return { status: 404, json: { code: 20404, message: 'Not found' } }
})
Object.assign(process.env, { TWILIO_ACCOUNT_SID: 'AC_test', TWILIO_AUTH_TOKEN: 'twilio-secret', TWILIO_FROM: '+61400999888', TWILIO_BASE_URL: twilio.url })
afterAll(() => twilio.close())

const { GET: getRoute, PATCH: patchRoute } = await import('@/app/v1/reminder-settings/route')
const { sendGigReminders } = await import('@/lib/appointments/send-gig-reminders')
const { addDaysTo, slotInstant } = await import('@/lib/appointments/dates')
const { prisma } = await import('@/lib/db')
const { callRoute } = await import('../support/call-route')

describe('text reminders through Twilio', () => {
  it('can be turned on once text messages are set up', async () => {
    const { token } = await createOwner()
    expect((await callRoute(getRoute, { token })).body).toMatchObject({ textMessagesAvailable: true, textRemindersEnabled: false })
    const saved = await callRoute(patchRoute, {
      method: 'PATCH',
      token,
      body: { eventRemindersEnabled: true, reminderBefore: 2, template: 'default', textRemindersEnabled: true },
    })
    expect(saved.body).toMatchObject({ textRemindersEnabled: true, reminderBefore: 2 })
  })

  it('texts the customer with the e-mail, and a refused text leaves the e-mail alone', async () => {
    // Far ahead, clear of the gigs other suites make: the job runs over every owner.
    const gigDay = dayFromToday(430)
    const now = slotInstant(addDaysTo(gigDay, -3), '10:00', 'Australia/Sydney')
    const { user } = await createOwner({ timeZone: 'Australia/Sydney', businessName: 'Glow by Ava', textRemindersEnabled: true })
    const gig = await createGigFor(user.id, {
      status: 'booked',
      date: new Date(`${gigDay}T00:00:00Z`),
      customerMobile: '+61412345678',
      customerEmail: `t-${user.id}@example.com`,
      timeFrom: '22:00',
      timeTo: '01:00',
      locationCity: 'Manly',
    })
    const before = twilio.requests.length
    const result = await sendGigReminders({ now })
    expect(result.texts).toBeGreaterThanOrEqual(1)
    const sent = twilio.requests.slice(before).find((request) => new URLSearchParams(request.body).get('To') === '+61412345678')!
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from('AC_test:twilio-secret').toString('base64')}`)
    const form = new URLSearchParams(sent.body)
    expect(form.get('From')).toBe('+61400999888')
    expect(form.get('Body')).toMatch(/^Reminder from Glow by Ava: your appointment on \w{3} \d+ \w{3}, 10:00 pm – 1:00 am \(next day\), Manly\.$/)
    expect(await prisma.emailOutbox.count({ where: { to: gig.customerEmail! } })).toBe(1)

    refuse = true
    const other = await createOwner({ timeZone: 'Australia/Sydney', textRemindersEnabled: true })
    const second = await createGigFor(other.user.id, {
      status: 'booked',
      date: new Date(`${gigDay}T00:00:00Z`),
      customerMobile: '+61400000001',
      customerEmail: `u-${other.user.id}@example.com`,
    })
    await sendGigReminders({ now })
    refuse = false
    expect(await prisma.emailOutbox.count({ where: { to: second.customerEmail! } })).toBe(1)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: second.id } })).reminderSentAt).not.toBeNull()
  })
})
