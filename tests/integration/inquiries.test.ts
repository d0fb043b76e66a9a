// Instant reply to booking requests (issue 38), on the real database with a fixed clock: the artist's
// own auto-reply within a minute, her nudges at 2 and 24 hours while the request has no offer, and
// Today's waiting line. Runs twice, or at once, send nothing twice.
import { describe, expect, it } from 'vitest'
import { GET as getSettings, PATCH as patchSettings } from '@/app/v1/inquiry-reply/settings/route'
import { prisma } from '@/lib/db'
import { sendInquiryFollowUps } from '@/lib/inquiries/follow-ups'
import { getWaitingRequests } from '@/lib/inquiries/waiting'
import { waitingLine } from '@/lib/inquiries/waiting-line'
import { callRoute } from '../support/call-route'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'

// Far ahead of the real clock, clear of other suites' requests: the job runs over every owner.
const T = new Date('2029-05-04T01:00:00Z')
const after = (minutes: number) => new Date(T.getTime() + minutes * 60_000)
const run = (minutes: number) => sendInquiryFollowUps({ now: after(minutes) })

async function inquiry(overrides: Parameters<typeof createOwner>[0] = {}) {
  const { user, token } = await createOwner({ businessName: 'Glow by Mia', ...overrides })
  const request = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', customerName: 'Ava Jones', createdAt: T })
  return { user, token, request, email: request.customerEmail! }
}

const mailTo = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })

describe('the auto-reply to a booking request', () => {
  it('goes once, within a minute, in her words with her price list and response time', async () => {
    const { user, token, email } = await inquiry()
    await prisma.service.create({ data: { userId: user.id, name: 'Bridal makeup', category: 'bridal', priceCents: 25000, durationMinutes: 90 } })
    await callRoute(patchSettings, { method: 'PATCH', token, body: { enabled: true, message: 'Thank you for reaching out, lovely!', responseHours: 4 } })
    await Promise.all([run(0.5), run(0.5)])
    await run(1)
    const mail = await mailTo(email)
    expect(mail).toHaveLength(1)
    expect(mail[0]).toMatchObject({ subject: 'Glow by Mia got your message', replyTo: user.email })
    expect(mail[0].text).toContain('Thank you for reaching out, lovely!')
    expect(mail[0].text).toContain('I usually reply within 4 hours.')
    expect(mail[0].text).toContain(`/${user.slug}#prices`)
    expect(await prisma.clientMessage.count({ where: { recipient: email } })).toBe(1)
  })

  it('is not sent when she turned it off, or for a request over an hour old', async () => {
    const off = await inquiry({ autoReplyEnabled: false })
    await run(1)
    expect(await mailTo(off.email)).toHaveLength(0)
    const late = await inquiry()
    await run(61)
    expect(await mailTo(late.email)).toHaveLength(0)
  })
})

describe('nudges for a request still unanswered', () => {
  it('come at 2 hours and again at 24, each once, by notification and e-mail', async () => {
    const { user, request } = await inquiry({ autoReplyEnabled: false })
    const nudges = async () => ({
      notifications: await prisma.notification.findMany({ where: { userId: user.id, type: 'booking' }, orderBy: { createdAt: 'asc' } }),
      emails: await mailTo(user.email),
    })
    await run(119)
    expect((await nudges()).notifications).toHaveLength(0)
    await Promise.all([run(120), run(120)])
    await run(180)
    let sent = await nudges()
    expect(sent.notifications.map((notification) => notification.message)).toEqual([`Ava Jones has waited 2 hours for your reply (#${request.requestNumber})`])
    expect(sent.emails.map((mail) => mail.subject)).toEqual([`Request #${request.requestNumber} from Ava Jones is waiting for you`])
    await run(24 * 60)
    await run(25 * 60)
    sent = await nudges()
    expect(sent.notifications).toHaveLength(2)
    expect(sent.notifications[1].message).toBe(`Ava Jones has waited a day for your reply (#${request.requestNumber})`)
    expect(sent.emails).toHaveLength(2)
  })

  it('stop once she answers with an offer', async () => {
    const { user, request } = await inquiry({ autoReplyEnabled: false })
    await run(120)
    await prisma.appointment.update({ where: { id: request.id }, data: { offerSentAt: after(150) } })
    await run(24 * 60)
    expect(await prisma.notification.count({ where: { userId: user.id, type: 'booking' } })).toBe(1)
  })
})

describe("Today's waiting line", () => {
  it('counts the unanswered requests and the oldest one’s hours', async () => {
    const { user } = await createOwner()
    expect(await getWaitingRequests({ user, now: T })).toBeNull()
    for (const hoursAgo of [5, 1, 0.2]) await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', createdAt: after(-hoursAgo * 60) })
    // Answered, or the artist's own gig: not waiting.
    await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', createdAt: after(-600), offerSentAt: after(-500) })
    await createGigFor(user.id, { status: 'offered', origin: 'owner', createdAt: after(-600) })
    const waiting = await getWaitingRequests({ user, now: T })
    expect(waiting).toEqual({ count: 3, oldestHours: 5 })
    expect(waitingLine(waiting!)).toBe('3 requests waiting, the oldest 5 h')
    expect(waitingLine({ count: 1, oldestHours: 0 })).toBe('1 request waiting, under an hour')
  })
})

describe('GET/PATCH /v1/inquiry-reply/settings', () => {
  it('answers the defaults, saves, refuses bad input and strangers', async () => {
    const { token, user } = await createOwner()
    expect(await callRoute(getSettings, { token })).toMatchObject({ status: 200, body: { enabled: true, message: '', responseHours: 24, priceListLink: null } })
    const bad = await callRoute<{ error: { fields: Record<string, string> } }>(patchSettings, {
      method: 'PATCH',
      token,
      body: { enabled: 'yes', message: 'x'.repeat(801), responseHours: 3 },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['enabled', 'message', 'responseHours'])
    expect((await callRoute(getSettings, {})).status).toBe(401)
    expect((await callRoute(patchSettings, { method: 'PATCH', body: { enabled: false, responseHours: 2 } })).status).toBe(401)
    const other = await createOwner()
    expect((await callRoute(patchSettings, { method: 'PATCH', token: other.token, body: { enabled: false, message: 'Mine', responseHours: 2 } })).status).toBe(
      200,
    )
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { autoReplyEnabled: true, autoReplyMessage: true } })).toEqual({
      autoReplyEnabled: true,
      autoReplyMessage: null,
    })
  })
})
