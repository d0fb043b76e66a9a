// The `review-requests` job: after each gig that happened, each of its clients gets a thank-you asking
// for a review at the hour the artist chose (default the next morning at 10:00 her time), and one
// reminder three days later if no review came. Never to a client who reviewed the gig through her link,
// opted out, or whose gig was cancelled or refunded in full. Each request is one row claimed by its
// unique (gig, e-mail) key and each reminder by a guarded update, so two runs never send one twice.
import { addDays } from 'date-fns'
import { addDaysTo, clockInstant, fromDbDate, toDbDate, todayIn } from '@/lib/appointments/dates'
import { prisma, type PrismaTx } from '@/lib/db'
import { log } from '@/lib/log'
import { admitClientText, sendClientEmail } from '@/lib/mail/client-messages'
import { getSms } from '@/lib/sms/get-sms'
import type { SmsSender } from '@/lib/sms/sms'
import { reviewRequestEmail, reviewRequestText } from './emails'
import { bookAgainLinkFor, reviewLinkFor, unsubscribeHeaders, unsubscribePageFor } from './link'
import { DEFAULT_REVIEW_REQUEST_MESSAGE } from './schema'

export const REVIEW_REQUESTS_JOB = 'review-requests'
export const REMINDER_AFTER_DAYS = 3
/** A request not sent within a week of its time (the job or the setting was off) is not sent late. */
const LATE_DAYS = 7

type Owner = {
  email: string
  slug: string | null
  businessName: string | null
  timeZone: string
  reviewRequestDaysAfter: number
  reviewRequestHour: number
  reviewRequestMessage: string | null
  reviewRequestParty: boolean
  textRemindersEnabled: boolean
}
type Payments = { amountCents: number; refundedCents: number }[]
type Recipient = { email: string; name: string; mobile: string | null }

const ownerColumns = {
  email: true,
  slug: true,
  businessName: true,
  timeZone: true,
  reviewRequestDaysAfter: true,
  reviewRequestHour: true,
  reviewRequestMessage: true,
  reviewRequestParty: true,
  textRemindersEnabled: true,
} as const

/** When the gig's thank-you is due: N days after its day, at the owner's hour, her time. */
export const requestDueAt = (day: string, owner: Pick<Owner, 'timeZone' | 'reviewRequestDaysAfter' | 'reviewRequestHour'>) =>
  clockInstant(addDaysTo(day, owner.reviewRequestDaysAfter), `${String(owner.reviewRequestHour).padStart(2, '0')}:00`, owner.timeZone)

/** Everything paid was given back: nothing to thank her for. */
export function refundedInFull(payments: Payments): boolean {
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0)
  const refunded = payments.reduce((sum, payment) => sum + payment.refundedCents, 0)
  return paid > 0 && refunded >= paid
}

/** The gig's client, and at a wedding (when the artist chose so) each party member with an e-mail, once per address. */
function recipientsOf(gig: {
  customerName: string
  customerEmail: string | null
  customerMobile: string | null
  quote: { id: string } | null
  paymentShares: { name: string; email: string | null }[]
  user: Owner
}): Recipient[] {
  const all: Recipient[] = gig.customerEmail ? [{ email: gig.customerEmail, name: gig.customerName, mobile: gig.customerMobile }] : []
  if (gig.quote && gig.user.reviewRequestParty)
    for (const share of gig.paymentShares) if (share.email) all.push({ email: share.email, name: share.name, mobile: null })
  const seen = new Set<string>()
  return all
    .map((recipient) => ({ ...recipient, email: recipient.email.trim().toLowerCase() }))
    .filter((recipient) => !seen.has(recipient.email) && seen.add(recipient.email))
}

/** Who must not be asked: opted out of this owner's requests, or reviewed this gig already. */
async function excluded(tx: PrismaTx, { userId, appointmentId, emails }: { userId: string; appointmentId: string; emails: string[] }) {
  const [optOuts, reviews] = await Promise.all([
    tx.reviewOptOut.findMany({ where: { userId, email: { in: emails } }, select: { email: true } }),
    tx.review.findMany({ where: { appointmentId, customerEmail: { in: emails } }, select: { customerEmail: true } }),
  ])
  return new Set([...optOuts.map((row) => row.email), ...reviews.map((row) => row.customerEmail ?? '')])
}

type SendText = () => Promise<{ id: string }>

/** Queues one request's e-mail (and admits its text) in `tx`; over a client-message cap it is dropped and logged. */
async function sendOne(
  tx: PrismaTx,
  {
    request,
    owner,
    userId,
    mobile,
    sms,
    reminder,
  }: { request: { id: string; email: string; name: string }; owner: Owner; userId: string; mobile: string | null; sms: SmsSender | null; reminder: boolean },
): Promise<{ queued: boolean; text: SendText | null }> {
  const businessName = owner.businessName ?? 'Your makeup artist'
  const reviewLink = reviewLinkFor(userId, request.id)
  const email = await reviewRequestEmail({
    businessName,
    customerName: request.name,
    message: owner.reviewRequestMessage ?? DEFAULT_REVIEW_REQUEST_MESSAGE,
    reviewLink,
    unsubscribeLink: unsubscribePageFor(request.id),
    bookAgainLink: owner.slug ? bookAgainLinkFor(owner.slug, request.id) : null,
    reminder,
  })
  const context = { userId, overCap: 'skip' } as const
  const queued = await sendClientEmail(tx, { to: request.email, replyTo: owner.email, headers: unsubscribeHeaders(request.id), ...email }, context)
  const text =
    !reminder && sms && mobile && owner.textRemindersEnabled
      ? await admitClientText(tx, sms, { to: mobile, body: reviewRequestText({ businessName, customerName: request.name, reviewLink }) }, context)
      : null
  return { queued, text }
}

async function sendTexts(texts: SendText[]) {
  let sent = 0
  for (const send of texts) {
    try {
      await send()
      sent += 1
    } catch (error) {
      log.warn('review request text failed', { error })
    }
  }
  return sent
}

async function sendFirstRequests(now: Date, sms: SmsSender | null) {
  const gigs = await prisma.appointment.findMany({
    where: {
      status: 'booked',
      date: { gte: toDbDate(fromDbDate(addDays(now, -(7 + LATE_DAYS + 1)))), lte: now },
      user: { reviewRequestsEnabled: true },
    },
    select: {
      id: true,
      userId: true,
      date: true,
      customerName: true,
      customerEmail: true,
      customerMobile: true,
      quote: { select: { id: true } },
      paymentShares: { select: { name: true, email: true }, orderBy: { position: 'asc' } },
      payments: { select: { amountCents: true, refundedCents: true } },
      user: { select: ownerColumns },
    },
  })
  let emails = 0
  const texts: SendText[] = []
  for (const gig of gigs) {
    const dueAt = requestDueAt(fromDbDate(gig.date), gig.user)
    if (now < dueAt || now.getTime() > addDays(dueAt, LATE_DAYS).getTime() || fromDbDate(gig.date) >= todayIn(gig.user.timeZone, now)) continue
    if (refundedInFull(gig.payments)) continue
    const recipients = recipientsOf(gig)
    if (recipients.length === 0) continue
    await prisma.$transaction(async (tx) => {
      const skip = await excluded(tx, { userId: gig.userId, appointmentId: gig.id, emails: recipients.map((recipient) => recipient.email) })
      const fresh = recipients.filter((recipient) => !skip.has(recipient.email))
      if (fresh.length === 0) return
      // Claimed by the unique (gig, e-mail) key: a second run at once gets nothing back and sends nothing.
      const claimed = await tx.reviewRequest.createManyAndReturn({
        data: fresh.map((recipient) => ({ userId: gig.userId, appointmentId: gig.id, email: recipient.email, name: recipient.name, sentAt: now })),
        skipDuplicates: true,
      })
      for (const request of claimed) {
        const mobile = fresh.find((recipient) => recipient.email === request.email)?.mobile ?? null
        const { queued, text } = await sendOne(tx, { request, owner: gig.user, userId: gig.userId, mobile, sms, reminder: false })
        if (queued) emails += 1
        else await tx.reviewRequest.update({ where: { id: request.id }, data: { queued: false } })
        if (text) texts.push(text)
      }
    })
  }
  return { emails, texts: await sendTexts(texts) }
}

async function sendReminders(now: Date) {
  const due = await prisma.reviewRequest.findMany({
    where: {
      queued: true,
      reminderSentAt: null,
      reviewedAt: null,
      sentAt: { lte: addDays(now, -REMINDER_AFTER_DAYS), gte: addDays(now, -(REMINDER_AFTER_DAYS + LATE_DAYS)) },
      user: { reviewRequestsEnabled: true },
      appointment: { status: 'booked' },
    },
    select: {
      id: true,
      userId: true,
      appointmentId: true,
      email: true,
      name: true,
      user: { select: ownerColumns },
      appointment: { select: { payments: { select: { amountCents: true, refundedCents: true } } } },
    },
  })
  let reminders = 0
  for (const request of due) {
    if (refundedInFull(request.appointment.payments)) continue
    await prisma.$transaction(async (tx) => {
      if ((await excluded(tx, { userId: request.userId, appointmentId: request.appointmentId, emails: [request.email] })).size) return
      // Claimed once: two runs at once cannot both send it.
      const { count } = await tx.reviewRequest.updateMany({ where: { id: request.id, reminderSentAt: null, reviewedAt: null }, data: { reminderSentAt: now } })
      if (count === 0) return
      const { queued } = await sendOne(tx, { request, owner: request.user, userId: request.userId, mobile: null, sms: null, reminder: true })
      if (queued) reminders += 1
    })
  }
  return reminders
}

export async function sendReviewRequests({ now = new Date(), sms = getSms() }: { now?: Date; sms?: SmsSender | null } = {}): Promise<{
  emails: number
  texts: number
  reminders: number
}> {
  const first = await sendFirstRequests(now, sms)
  return { ...first, reminders: await sendReminders(now) }
}
