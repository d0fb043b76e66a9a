// E-mail goes through the outbox: written with the change that causes it, sent from there, retried
// when the provider fails, never lost. Resend is a local stub that speaks its API.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as bookingRequestRoute } from '@/app/v1/booking-request/route'
import { POST as supportRoute } from '@/app/v1/support/route'
import { prisma } from '@/lib/db'
import { enqueueEmail } from '@/lib/mail/outbox'
import { sendDueEmails } from '@/lib/mail/send-outbox'
import { outboxTransport, resendTransport } from '@/lib/mail/transport'
import { startHttpStub } from '../support/http-stub'
import { callRoute } from '../support/call-route'
import { dayFromToday } from '../factories/appointments'
import { createOwner, uniqueEmail } from '../factories/users'

let resendUp = true
const resend = await startHttpStub((request) => {
  if (request.path !== '/emails' || request.method !== 'POST') return { status: 404, json: { statusCode: 404, name: 'not_found', message: 'Not found' } }
  if (request.headers.authorization !== 'Bearer re_test_key')
    return { status: 401, json: { statusCode: 401, name: 'missing_api_key', message: 'Missing API key' } }
  if (!resendUp) return { status: 503, json: { statusCode: 503, name: 'internal_server_error', message: 'Service unavailable' } }
  return { json: { id: `msg_${resend.requests.length}` } }
})
const transport = resendTransport({ apiKey: 're_test_key', baseUrl: resend.url })

const message = (to: string) => ({ to, subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' })

// Each test sends only what it queued: park anything an earlier test left due.
beforeEach(async () => {
  await prisma.emailOutbox.updateMany({ where: { status: 'pending' }, data: { status: 'failed' } })
})
beforeAll(() => {
  resendUp = true
})
afterAll(() => resend.close())

describe('outbox', () => {
  it('writes nothing when the transaction that queued the e-mail rolls back', async () => {
    const to = uniqueEmail()
    await expect(
      prisma.$transaction(async (tx) => {
        await enqueueEmail(message(to), tx)
        throw new Error('change failed')
      }),
    ).rejects.toThrow('change failed')
    expect(await prisma.emailOutbox.count({ where: { to } })).toBe(0)
  })

  it('sends queued e-mail through Resend, with our idempotency key, and marks it sent', async () => {
    const to = uniqueEmail()
    const { id } = await enqueueEmail({
      ...message(to),
      replyTo: 'owner@example.com',
      attachments: [{ filename: 'card.png', contentType: 'image/png', content: 'aGVsbG8=' }],
    })
    const before = resend.requests.length
    const result = await sendDueEmails(transport)
    expect(result).toEqual({ sent: 1, failed: 0 })
    const sent = resend.requests[before]
    expect(sent.headers['idempotency-key']).toBe(id)
    expect(sent.json).toMatchObject({
      from: 'Glowfolio <hello@glowfolio.app>',
      to,
      subject: 'Hello',
      html: '<p>Hi</p>',
      text: 'Hi',
      reply_to: 'owner@example.com',
    })
    expect((sent.json as { attachments: unknown[] }).attachments).toHaveLength(1)
    const row = await prisma.emailOutbox.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: expect.stringMatching(/^msg_/) })
  })

  it('keeps a message pending when Resend fails, and sends it once Resend is back', async () => {
    const to = uniqueEmail()
    const { id } = await enqueueEmail(message(to))
    resendUp = false
    expect(await sendDueEmails(transport)).toEqual({ sent: 0, failed: 1 })
    let row = await prisma.emailOutbox.findUniqueOrThrow({ where: { id } })
    expect(row.status).toBe('pending')
    expect(row.lastError).toMatch(/unavailable/i)
    expect(row.sendAfter.getTime()).toBeGreaterThan(Date.now())

    resendUp = true
    await prisma.emailOutbox.update({ where: { id }, data: { sendAfter: new Date() } }) // the retry comes due
    expect(await sendDueEmails(transport)).toEqual({ sent: 1, failed: 0 })
    row = await prisma.emailOutbox.findUniqueOrThrow({ where: { id } })
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(2)
  })

  it('gives up after the last attempt and says so', async () => {
    const { id } = await enqueueEmail(message(uniqueEmail()))
    await prisma.emailOutbox.update({ where: { id }, data: { attempts: 7 } })
    resendUp = false
    await sendDueEmails(transport)
    resendUp = true
    expect((await prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).status).toBe('failed')
  })

  it('without a provider, marks messages delivered to the dev mailbox', async () => {
    const { id } = await enqueueEmail(message(uniqueEmail()))
    expect(await sendDueEmails(outboxTransport)).toEqual({ sent: 1, failed: 0 })
    expect((await prisma.emailOutbox.findUniqueOrThrow({ where: { id } })).providerMessageId).toBe(`outbox:${id}`)
  })
})

describe('headers from user text', () => {
  const injected = 'Hi\r\nBcc: victim@example.com\n\nsecond body'
  const oneLine = 'Hi Bcc: victim@example.com second body'

  it("a customer's name or a support subject with line breaks reaches the subject as one line", async () => {
    const { user, token } = await createOwner()
    const ip = { 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}` }
    const booking = await callRoute(bookingRequestRoute, {
      headers: ip,
      body: {
        userId: user.id,
        customerName: injected,
        customerMobile: '0412 000 111',
        customerEmail: uniqueEmail('customer'),
        location: { city: 'Coogee', formatted: '12 Beach St, Coogee' },
        date: dayFromToday(40),
        time: { from: '07:00', to: '09:30' },
        services: [{ title: 'Bride', subTitle: 'Wedding' }],
        description: 'Soft',
        images: [],
      },
    })
    expect(booking.status).toBe(201)
    expect((await callRoute(supportRoute, { token, body: { subject: injected, message: 'Help' } })).status).toBe(200)
    const subjects = (await prisma.emailOutbox.findMany({ where: { OR: [{ to: user.email }, { replyTo: user.email }] } })).map((row) => row.subject)
    expect(subjects).toEqual(expect.arrayContaining([expect.stringContaining(oneLine), `[Support] ${oneLine}`]))
    for (const subject of subjects) expect(subject).not.toMatch(/[\r\n]/)
  })

  it('sends subject, sender and reply-to as one line each, even for a message queued before', async () => {
    const to = uniqueEmail()
    const { id } = await enqueueEmail({ ...message(to), subject: 'Queued', replyTo: 'owner@example.com' })
    // A row written before headers were made one line.
    await prisma.emailOutbox.update({ where: { id }, data: { subject: injected, replyTo: 'owner@example.com\r\nBcc: victim@example.com' } })
    const before = resend.requests.length
    expect(await sendDueEmails(transport)).toEqual({ sent: 1, failed: 0 })
    const sent = resend.requests[before].json as Record<string, string>
    expect(sent).toMatchObject({ subject: oneLine, reply_to: 'owner@example.com Bcc: victim@example.com', from: 'Glowfolio <hello@glowfolio.app>' })
  })
})
