// The balance reminder job: each booked gig that still owes money and has a payment due date gets its
// client's reminders by the rule in reminder-due.ts, and so does each unpaid share with an e-mail, with
// its own link (send-share-reminder.ts); each recorded once per due date in the same transaction as its
// e-mail (two runs at once cannot both send it). The client's e-mail links to the offer page, where the
// rest is paid: a gig the owner added herself gets its link then.
import { addDays } from 'date-fns'
import { fromDbDate } from '@/lib/appointments/dates'
import { offerUrl } from '@/lib/appointments/links'
import { lockAppointment } from '@/lib/appointments/locks'
import { MAX_BALANCE_REMINDER_DAYS } from '@/lib/appointments/reminder-schema'
import { newOfferToken } from '@/lib/appointments/send-offer'
import { owesPayment, remainingCents } from '@/lib/appointments/to-appointment-response'
import { prisma } from '@/lib/db'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { balanceReminderMessage, balanceReminderSubject, bookingForEmail } from './emails'
import { balanceReminderDue, OVERDUE_REMINDER_DAYS } from './reminder-due'
import type { BalanceReminderKind } from './schema'
import { sendShareReminder } from './send-share-reminder'
import { unpaidSharesCents } from './unpaid-shares'

type Sent = { kind: BalanceReminderKind; dueDate: Date }[]

export async function sendBalanceReminders({ now = new Date() }: { now?: Date } = {}): Promise<{ emails: number }> {
  const unpaidShareWithEmail = { paidAt: null, email: { not: null } }
  const candidates = await prisma.appointment.findMany({
    where: {
      status: 'booked',
      paid: false,
      OR: [{ customerEmail: { not: null } }, { paymentShares: { some: unpaidShareWithEmail } }],
      // A day either side for time zones.
      paymentDueDate: { gte: addDays(now, -(OVERDUE_REMINDER_DAYS + 1)), lte: addDays(now, MAX_BALANCE_REMINDER_DAYS + 1) },
      user: { balanceRemindersEnabled: true },
    },
    include: {
      user: { select: { timeZone: true, balanceReminderDaysBefore: true } },
      balanceReminders: { select: { kind: true, dueDate: true } },
      paymentShares: {
        where: unpaidShareWithEmail,
        select: { id: true, createdAt: true, emailedAt: true, reminders: { select: { kind: true, dueDate: true } } },
      },
    },
  })
  let emails = 0
  for (const candidate of candidates) {
    if (!owesPayment(candidate) || !candidate.paymentDueDate) continue
    const dueDate = fromDbDate(candidate.paymentDueDate)
    const owner = { timeZone: candidate.user.timeZone, daysBefore: candidate.user.balanceReminderDaysBefore }
    const due = (bookedAt: Date, sent: Sent) =>
      balanceReminderDue(
        { dueDate, bookedAt, sent: sent.filter((reminder) => fromDbDate(reminder.dueDate) === dueDate).map((reminder) => reminder.kind) },
        owner,
        now,
      )

    const kind = candidate.customerEmail ? due(candidate.acceptedAt ?? candidate.createdAt, candidate.balanceReminders) : null
    if (kind && (await sendBalanceReminder(candidate.id, kind, dueDate, now))) emails += 1
    for (const share of candidate.paymentShares) {
      // Her link's e-mail named the amount and the date already, as the booking's did for the client.
      const shareKind = due(share.emailedAt ?? share.createdAt, share.reminders)
      if (shareKind && (await sendShareReminder({ appointmentId: candidate.id, shareId: share.id, kind: shareKind, dueDate, now }))) emails += 1
    }
  }
  return { emails }
}

/** Sends one reminder unless the gig changed meanwhile (paid, moved, its e-mail gone) or it went already. */
async function sendBalanceReminder(appointmentId: string, kind: BalanceReminderKind, dueDate: string, now: Date): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId })
    if (!gig || !owesPayment(gig) || !gig.customerEmail || !gig.paymentDueDate || fromDbDate(gig.paymentDueDate) !== dueDate) return false
    const remaining = remainingCents(gig)
    const claimed = await tx.balanceReminder.createManyAndReturn({
      data: [{ appointmentId, kind, dueDate: gig.paymentDueDate, amountCents: remaining, sentAt: now }],
      skipDuplicates: true,
    })
    if (claimed.length === 0) return false
    const offerToken =
      gig.offerToken ??
      (await tx.appointment.update({ where: { id: gig.id }, data: { offerToken: newOfferToken() }, select: { offerToken: true } })).offerToken!
    const owner = await tx.user.findUniqueOrThrow({ where: { id: gig.userId }, select: { email: true, businessName: true } })
    const businessName = owner.businessName ?? 'Your makeup artist'
    const message = await balanceReminderMessage({
      kind,
      businessName,
      customerName: gig.customerName,
      booking: bookingForEmail(gig),
      remainingCents: remaining,
      sharedCents: await unpaidSharesCents(gig.id, tx),
      dueDate,
      link: offerUrl(offerToken),
    })
    return sendClientEmail(
      tx,
      { to: gig.customerEmail, replyTo: owner.email, subject: balanceReminderSubject({ kind, businessName, remainingCents: remaining, dueDate }), ...message },
      { userId: gig.userId, overCap: 'skip' },
    )
  })
}
