// The reminder job: each booked gig's customer gets one reminder (and the artist hers, with the party's
// allergies and sensitivities in red), by e-mail (and by text when the
// owner turned text reminders on and text messages are set up), from the owner's "N days before"
// day on, at or after 9:00 in the owner's time zone, and never on or after the gig's own day.
import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns'
import { findClientOfGig } from '@/lib/clients/client-of-gig'
import { alertLine } from '@/lib/clients/alert'
import { prisma, type PrismaTx } from '@/lib/db'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { admitClientText, sendClientEmail } from '@/lib/mail/client-messages'
import { enqueueEmail } from '@/lib/mail/outbox'
import { getSms } from '@/lib/sms/get-sms'
import type { SmsSender } from '@/lib/sms/sms'
import { addDaysTo, fromDbDate, todayIn } from './dates'
import { formatDay, formatTimeRange } from './describe'
import { artistReminderMessage, gigReminderMessage } from './gig-change-emails'
import { gigForEmail } from './gig-email-lines'
import { gigPath } from './links'
import { reminderTemplate } from './schema'

export const REMINDER_HOUR = 9
/** The largest "days before" the settings allow, plus a day either side for time zones. */
const WINDOW_DAYS = 32

type Candidate = { date: Date; user: { timeZone: string; reminderDaysBefore: number } }

/** Whether the gig's reminder is due now. */
export function reminderIsDue(gig: Candidate, now: Date): boolean {
  const { timeZone, reminderDaysBefore } = gig.user
  const today = todayIn(timeZone, now)
  const day = fromDbDate(gig.date)
  return today >= addDaysTo(day, -reminderDaysBefore) && today < day && new TZDate(now, timeZone).getHours() >= REMINDER_HOUR
}

export async function sendGigReminders({ now = new Date(), sms = getSms() }: { now?: Date; sms?: SmsSender | null } = {}): Promise<{
  emails: number
  texts: number
}> {
  const candidates = await prisma.appointment.findMany({
    where: {
      status: 'booked',
      reminderSentAt: null,
      date: { gte: addDays(now, -1), lte: addDays(now, WINDOW_DAYS) },
      user: { eventRemindersEnabled: true },
      OR: [{ customerEmail: { not: null } }, { customerMobile: { not: null } }],
    },
    include: {
      user: { select: { email: true, businessName: true, timeZone: true, reminderDaysBefore: true, reminderTemplate: true, textRemindersEnabled: true } },
    },
  })
  let emails = 0
  let texts = 0
  for (const gig of candidates.filter((candidate) => reminderIsDue(candidate, now))) {
    const text = sms && gig.user.textRemindersEnabled && gig.customerMobile ? gig.customerMobile : null
    if (!gig.customerEmail && !text) continue
    const businessName = gig.user.businessName ?? 'Your makeup artist'
    // A reminder over a client-message cap is skipped (and logged), never retried: it is claimed all the same.
    const sendText = await prisma.$transaction(async (tx) => {
      // Claimed once: two runs at once cannot both send it.
      const { count } = await tx.appointment.updateMany({ where: { id: gig.id, reminderSentAt: null, status: 'booked' }, data: { reminderSentAt: now } })
      if (count === 0) return null
      const context = { userId: gig.userId, overCap: 'skip' } as const
      if (gig.customerEmail) {
        const template = reminderTemplate.catch('default').parse(gig.user.reminderTemplate)
        const email = await gigReminderMessage({ template, businessName, customerName: gig.customerName, gig: gigForEmail(gig) })
        const subject = `Reminder: your appointment with ${businessName}`
        if (await sendClientEmail(tx, { to: gig.customerEmail, replyTo: gig.user.email, subject, ...email }, context)) emails += 1
      }
      await enqueueArtistReminder(tx, gig)
      if (!text || !sms) return null
      const body = `Reminder from ${businessName}: your appointment on ${formatDay(fromDbDate(gig.date), 'EEE d MMM')}, ${formatTimeRange(gig.timeFrom, gig.timeTo)}, ${gig.locationCity}.`
      return admitClientText(tx, sms, { to: text, body }, context)
    })
    if (sendText) {
      try {
        await sendText()
        texts += 1
      } catch (error) {
        log.warn('text reminder failed', { appointmentId: gig.id, error })
      }
    }
  }
  return { emails, texts }
}

type ReminderGig = Parameters<typeof gigForEmail>[0] & { id: string; userId: string; customerName: string; user: { email: string } }

/** The artist's own reminder: the gig, and everyone's allergies and sensitivities (hers and her party's) in red. */
async function enqueueArtistReminder(tx: PrismaTx, gig: ReminderGig) {
  const client = await findClientOfGig({ user: { id: gig.userId }, appointmentId: gig.id }, tx)
  const alerts = client
    ? [
        ...(client.allergies || client.sensitivities ? [{ name: gig.customerName, text: alertLine(client) }] : []),
        ...client.party.map((member) => ({ name: member.name, text: alertLine(member) })),
      ]
    : []
  const email = await artistReminderMessage({ customerName: gig.customerName, gig: gigForEmail(gig), alerts, link: `${env.APP_URL}${gigPath(gig.id)}` })
  await enqueueEmail({ to: gig.user.email, subject: `Coming up: ${gig.customerName}, ${formatDay(fromDbDate(gig.date), 'EEE d MMM')}`, ...email }, tx)
}
