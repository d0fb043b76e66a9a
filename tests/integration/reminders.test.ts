// Reminders: the owner's settings through /v1/reminder-settings, and the job that e-mails each booked
// gig's customer once, on the right day in the owner's time zone (the clock is moved, not waited for).
import { describe, expect, it } from 'vitest'
import { GET as getRoute, PATCH as patchRoute } from '@/app/v1/reminder-settings/route'
import { addDaysTo, slotInstant } from '@/lib/appointments/dates'
import { sendGigReminders } from '@/lib/appointments/send-gig-reminders'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const SYDNEY = 'Australia/Sydney'
const settings = (extra: Record<string, unknown> = {}) => ({
  eventRemindersEnabled: true,
  reminderBefore: 3,
  template: 'default',
  textRemindersEnabled: false,
  ...extra,
})

describe('/v1/reminder-settings', () => {
  it('answers the defaults: on, 3 days before, the default template, no texts (not set up here); balance reminders on, 7 days before', async () => {
    const { token } = await createOwner()
    const { status, body } = await callRoute(getRoute, { token })
    expect(status).toBe(200)
    expect(body).toEqual({
      eventRemindersEnabled: true,
      reminderBefore: 3,
      template: 'default',
      textRemindersEnabled: false,
      textMessagesAvailable: false,
      balanceRemindersEnabled: true,
      balanceReminderBefore: 7,
    })
  })

  it('saves the owner’s settings', async () => {
    const { user, token } = await createOwner()
    const { status, body } = await callRoute(patchRoute, {
      method: 'PATCH',
      token,
      body: settings({ eventRemindersEnabled: false, reminderBefore: 7, template: 'short' }),
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ eventRemindersEnabled: false, reminderBefore: 7, template: 'short' })
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      eventRemindersEnabled: false,
      reminderDaysBefore: 7,
      reminderTemplate: 'short',
    })
    // Balance reminders are left alone when not given, and saved when they are.
    expect(body).toMatchObject({ balanceRemindersEnabled: true, balanceReminderBefore: 7 })
    const balance = await callRoute(patchRoute, { method: 'PATCH', token, body: settings({ balanceRemindersEnabled: false, balanceReminderBefore: 14 }) })
    expect(balance.body).toMatchObject({ balanceRemindersEnabled: false, balanceReminderBefore: 14 })
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ balanceRemindersEnabled: false, balanceReminderDaysBefore: 14 })
  })

  it('refuses bad settings and text reminders while text messages are not set up, changing nothing', async () => {
    const { user, token } = await createOwner()
    const before = JSON.stringify(await prisma.user.findUniqueOrThrow({ where: { id: user.id } }))
    for (const bad of [
      { reminderBefore: 0 },
      { reminderBefore: 31 },
      { reminderBefore: 2.5 },
      { template: 'fancy' },
      { eventRemindersEnabled: 'yes' },
      { balanceReminderBefore: 0 },
      { balanceReminderBefore: 31 },
      { balanceRemindersEnabled: 'no' },
    ]) {
      expect((await callRoute(patchRoute, { method: 'PATCH', token, body: settings(bad) })).status, JSON.stringify(bad)).toBe(422)
    }
    const texts = await callRoute<Err>(patchRoute, { method: 'PATCH', token, body: settings({ textRemindersEnabled: true }) })
    expect(texts.status).toBe(422)
    expect(texts.body.error.message).toBe('Text messages are not set up on this Glowfolio yet')
    expect(JSON.stringify(await prisma.user.findUniqueOrThrow({ where: { id: user.id } }))).toBe(before)
  })

  it('answers 401 without a token', async () => {
    expect((await callRoute(getRoute)).status).toBe(401)
    expect((await callRoute(patchRoute, { method: 'PATCH', body: settings() })).status).toBe(401)
  })
})

describe('the reminder job', () => {
  // Far ahead, clear of the gigs other suites make: the job runs over every owner.
  const gigDay = dayFromToday(400)
  const at = (daysBefore: number, time: string) => slotInstant(addDaysTo(gigDay, -daysBefore), time, SYDNEY)
  const gigFor = async (extra: Parameters<typeof createOwner>[0] = {}) => {
    const { user } = await createOwner({ timeZone: SYDNEY, businessName: 'Glow by Ava', ...extra })
    const gig = await createGigFor(user.id, {
      status: 'booked',
      date: new Date(`${gigDay}T00:00:00Z`),
      customerName: 'Hannah Scott',
      customerEmail: `hannah-${user.id}@example.com`,
    })
    return { user, gig }
  }
  const sentTo = (email: string) => prisma.emailOutbox.findMany({ where: { to: email } })

  it('e-mails the customer once, on the day N days before, from 9:00 in the owner’s time zone', async () => {
    const { gig } = await gigFor()
    const email = gig.customerEmail!
    await sendGigReminders({ now: at(4, '10:00'), sms: null })
    expect(await sentTo(email)).toHaveLength(0)
    await sendGigReminders({ now: at(3, '08:30'), sms: null })
    expect(await sentTo(email)).toHaveLength(0)
    await sendGigReminders({ now: at(3, '09:00'), sms: null })
    const sent = await sentTo(email)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ subject: 'Reminder: your appointment with Glow by Ava' })
    expect(sent[0].text).toContain('Hannah, this is a reminder of your appointment with Glow by Ava')
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).reminderSentAt).toEqual(at(3, '09:00'))
    await sendGigReminders({ now: at(3, '15:00'), sms: null })
    await sendGigReminders({ now: at(1, '10:00'), sms: null })
    expect(await sentTo(email)).toHaveLength(1)
  })

  it('follows the owner’s days and template, and a gig booked inside the window still gets one before its day', async () => {
    const { gig } = await gigFor({ reminderDaysBefore: 1, reminderTemplate: 'short' })
    await sendGigReminders({ now: at(2, '10:00'), sms: null })
    expect(await sentTo(gig.customerEmail!)).toHaveLength(0)
    await sendGigReminders({ now: at(1, '10:00'), sms: null })
    const [email] = await sentTo(gig.customerEmail!)
    expect(email.text).toContain('a quick reminder of your appointment with Glow by Ava')
  })

  it('sends nothing with reminders off, for offers, or on the gig’s day', async () => {
    const off = await gigFor({ eventRemindersEnabled: false })
    const offer = await gigFor()
    await prisma.appointment.update({ where: { id: offer.gig.id }, data: { status: 'offered' } })
    const late = await gigFor()
    await sendGigReminders({ now: at(0, '10:00'), sms: null })
    await sendGigReminders({ now: at(2, '10:00'), sms: null })
    expect(await sentTo(off.gig.customerEmail!)).toHaveLength(0)
    expect(await sentTo(offer.gig.customerEmail!)).toHaveLength(0)
    // The late one was reminded two days before (its window), never on the day.
    expect(await sentTo(late.gig.customerEmail!)).toHaveLength(1)
  })
})
