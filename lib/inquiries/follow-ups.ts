// The `inquiry-follow-ups` job: each booking request gets the artist's own auto-reply within a minute
// (beside the receipt the request sends at once), and while it is still unanswered (no offer sent) the
// artist is nudged after 2 hours and again after 24, by notification and e-mail. Each is an
// InquiryFollowUp row claimed by its (request, kind) key, so two runs never send one twice. Every e-mail
// of the loop counts against the client-message caps (per owner, per recipient) and past them is dropped
// and logged; a nudge's notification stands.
import { prisma, type PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import { gigPath } from '@/lib/appointments/links'
import { sendClientEmail } from '@/lib/mail/client-messages'
import type { InquiryFollowUpKind, Prisma } from '@/lib/generated/prisma/client'
import { autoReplyEmail, nudgeEmail } from './emails'
import { priceListLinkOf } from './price-list'
import { DEFAULT_AUTO_REPLY } from './schema'

export const INQUIRY_FOLLOW_UPS_JOB = 'inquiry-follow-ups'
const HOUR = 60 * 60 * 1000
/** A request older than this gets no auto-reply (the job was off): a late "I got your message" helps nobody. */
const AUTO_REPLY_WITHIN = HOUR
const NUDGES: { kind: InquiryFollowUpKind; hours: number }[] = [
  { kind: 'nudge2h', hours: 2 },
  { kind: 'nudge24h', hours: 24 },
]

/** A booking request with no answer yet: no offer sent, not withdrawn, booked or cancelled. */
export const unansweredRequest = { origin: 'bookingRequest', status: 'offered', offerSentAt: null, withdrawnAt: null } satisfies Prisma.AppointmentWhereInput

/** Claims one follow-up of a request; false when another run has it already. */
async function claim(tx: PrismaTx, data: { appointmentId: string; userId: string; kind: InquiryFollowUpKind; createdAt: Date }) {
  const claimed = await tx.inquiryFollowUp.createManyAndReturn({ data: [data], skipDuplicates: true })
  return claimed.length > 0
}

async function sendAutoReplies(now: Date) {
  const requests = await prisma.appointment.findMany({
    where: {
      origin: 'bookingRequest',
      customerEmail: { not: null },
      createdAt: { gte: new Date(now.getTime() - AUTO_REPLY_WITHIN), lte: now },
      user: { autoReplyEnabled: true },
      inquiryFollowUps: { none: { kind: 'autoReply' } },
    },
    select: {
      id: true,
      userId: true,
      customerName: true,
      customerEmail: true,
      user: { select: { email: true, businessName: true, autoReplyMessage: true, responseHours: true } },
    },
  })
  let sent = 0
  for (const request of requests) {
    await prisma.$transaction(async (tx) => {
      if (!(await claim(tx, { appointmentId: request.id, userId: request.userId, kind: 'autoReply', createdAt: now }))) return
      const email = await autoReplyEmail({
        businessName: request.user.businessName ?? 'Your makeup artist',
        customerName: request.customerName,
        message: request.user.autoReplyMessage ?? DEFAULT_AUTO_REPLY,
        priceListLink: await priceListLinkOf(request.userId, tx),
        responseHours: request.user.responseHours,
      })
      // Anyone can type any address into a booking request: the client-message caps hold it, and past them it is dropped (logged).
      const queued = await sendClientEmail(
        tx,
        { to: request.customerEmail!, replyTo: request.user.email, ...email },
        { userId: request.userId, overCap: 'skip' },
      )
      if (queued) sent += 1
      else await tx.inquiryFollowUp.update({ where: { appointmentId_kind: { appointmentId: request.id, kind: 'autoReply' } }, data: { sent: false } })
    })
  }
  return sent
}

async function sendNudges(now: Date) {
  let sent = 0
  for (const { kind, hours } of NUDGES) {
    // The window's far end is the next nudge's time: a request found late gets the latest nudge only.
    const next = NUDGES.find((nudge) => nudge.hours > hours)
    const waiting = await prisma.appointment.findMany({
      where: {
        ...unansweredRequest,
        createdAt: {
          lte: new Date(now.getTime() - hours * HOUR),
          ...(next ? { gt: new Date(now.getTime() - next.hours * HOUR) } : { gt: new Date(now.getTime() - 2 * hours * HOUR) }),
        },
        inquiryFollowUps: { none: { kind } },
      },
      select: { id: true, userId: true, requestNumber: true, customerName: true, images: true, user: { select: { email: true } } },
    })
    for (const request of waiting) {
      await prisma.$transaction(async (tx) => {
        if (!(await claim(tx, { appointmentId: request.id, userId: request.userId, kind, createdAt: now }))) return
        const waited = hours >= 24 ? 'a day' : `${hours} hours`
        await tx.notification.create({
          data: {
            userId: request.userId,
            type: 'booking',
            message: `${request.customerName} has waited ${waited} for your reply (#${request.requestNumber})`,
            img: request.images[0] ?? null,
            link: gigPath(request.id),
          },
        })
        const email = await nudgeEmail({
          customerName: request.customerName,
          requestNumber: request.requestNumber,
          hours,
          link: `${env.APP_URL}${gigPath(request.id)}`,
        })
        if (await sendClientEmail(tx, { to: request.user.email, ...email }, { userId: request.userId, overCap: 'skip' })) sent += 1
      })
    }
  }
  return sent
}

export async function sendInquiryFollowUps({ now = new Date() }: { now?: Date } = {}): Promise<{ autoReplies: number; nudges: number }> {
  return { autoReplies: await sendAutoReplies(now), nudges: await sendNudges(now) }
}
