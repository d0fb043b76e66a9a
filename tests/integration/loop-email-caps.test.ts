// Every e-mail of the review and inquiry loop (issue 38) counts against the client-message caps
// (lib/mail/client-messages.ts): past the per-recipient or the per-owner cap, the thank-you, its reminder,
// the auto-reply and the nudges are dropped and logged, and the job goes on (the waitlist's offer answers
// 429: tests/integration/waitlist.test.ts).
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDaysTo, clockInstant } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { sendInquiryFollowUps } from '@/lib/inquiries/follow-ups'
import { sendReviewRequests } from '@/lib/review-requests/send-review-requests'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

const SYDNEY = 'Australia/Sydney'
const mailTo = (to: string) => prisma.emailOutbox.findMany({ where: { to } })
const hash = (i: number) => `${i}`.padStart(64, '0')

type Cap = 'recipient' | 'owner'
/** The address has had its 10 e-mails today, or the owner her 100 (20 unverified). */
async function fill(cap: Cap, { userId, recipient }: { userId: string; recipient: string }) {
  const rows =
    cap === 'recipient'
      ? Array.from({ length: 10 }, (_, i) => ({ userId: 'someone-else', channel: 'email' as const, recipient, contentHash: hash(i) }))
      : Array.from({ length: 100 }, (_, i) => ({
          userId,
          channel: 'email' as const,
          recipient: `other-${i}-${randomBytes(3).toString('hex')}@example.com`,
          contentHash: hash(i),
        }))
  await prisma.clientMessage.createMany({ data: rows })
}
const LIMIT: Record<Cap, string> = { recipient: 'clientMessagesRecipient', owner: 'clientMessages' }

function warnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  return (limit: string) => warn.mock.calls.some(([line]) => String(line).includes('over its cap') && String(line).includes(limit))
}

afterEach(() => vi.restoreAllMocks())

describe.each(['recipient', 'owner'] as const)('past the %s cap', (cap) => {
  // Far ahead of the real clock and of other suites' gigs: the jobs run over every owner.
  const gigDay = dayFromToday(cap === 'recipient' ? 560 : 570)
  const at = (days: number) => clockInstant(addDaysTo(gigDay, days), '10:00', SYDNEY)

  async function gig() {
    const { user } = await createOwner({ timeZone: SYDNEY, businessName: 'Glow by Mia' })
    const booked = await createGigFor(user.id, { status: 'booked', date: new Date(`${gigDay}T00:00:00Z`), customerMobile: null })
    return { user, email: booked.customerEmail! }
  }

  it('drops and logs the thank-you', async () => {
    const { user, email } = await gig()
    await fill(cap, { userId: user.id, recipient: email })
    const logged = warnings()
    await sendReviewRequests({ now: at(1), sms: null })
    expect(await mailTo(email)).toHaveLength(0)
    expect(await prisma.reviewRequest.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ queued: false })
    expect(logged(LIMIT[cap])).toBe(true)
  })

  it('drops and logs the reminder', async () => {
    const { user, email } = await gig()
    await sendReviewRequests({ now: at(1), sms: null })
    expect(await mailTo(email)).toHaveLength(1)
    await fill(cap, { userId: user.id, recipient: email })
    const logged = warnings()
    await sendReviewRequests({ now: at(4), sms: null })
    expect(await mailTo(email)).toHaveLength(1)
    expect((await prisma.reviewRequest.findFirstOrThrow({ where: { userId: user.id } })).reminderSentAt).not.toBeNull()
    expect(logged(LIMIT[cap])).toBe(true)
  })

  const T = new Date(cap === 'recipient' ? '2029-08-04T01:00:00Z' : '2029-09-04T01:00:00Z')
  const after = (minutes: number) => new Date(T.getTime() + minutes * 60_000)

  it('drops and logs the auto-reply', async () => {
    const { user } = await createOwner({ businessName: 'Glow by Mia' })
    const request = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', createdAt: T })
    await fill(cap, { userId: user.id, recipient: request.customerEmail! })
    const logged = warnings()
    await sendInquiryFollowUps({ now: after(1) })
    expect(await mailTo(request.customerEmail!)).toHaveLength(0)
    expect(await prisma.inquiryFollowUp.findFirstOrThrow({ where: { appointmentId: request.id, kind: 'autoReply' } })).toMatchObject({ sent: false })
    expect(logged(LIMIT[cap])).toBe(true)
  })

  it('drops and logs the nudge e-mail, and keeps its notification', async () => {
    const { user } = await createOwner({ businessName: 'Glow by Mia', autoReplyEnabled: false })
    const request = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', customerName: 'Ava Jones', createdAt: T })
    await fill(cap, { userId: user.id, recipient: user.email })
    const logged = warnings()
    await sendInquiryFollowUps({ now: after(120) })
    expect(await mailTo(user.email)).toHaveLength(0)
    expect(await prisma.notification.findMany({ where: { userId: user.id, type: 'booking' } })).toHaveLength(1)
    expect(await prisma.inquiryFollowUp.count({ where: { appointmentId: request.id, kind: 'nudge2h' } })).toBe(1)
    expect(logged(LIMIT[cap])).toBe(true)
  })
})
