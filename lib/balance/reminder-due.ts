// When a gig's client is reminded of its balance, in the owner's time zone: at most two e-mails per due
// date. One "before" from N days before the due date through the day itself (never within a day of the
// booking, whose confirmation named the amount and the date already), and one "overdue" on the first
// day the balance is overdue (or within a week of it, should the job have been down), never later, so a
// long-forgotten gig is not chased. Both from 9:00. Whether the gig still owes anything is the caller's.
import { TZDate } from '@date-fns/tz'
import { addDaysTo, todayIn } from '@/lib/appointments/dates'
import type { BalanceReminderKind } from './schema'

export const BALANCE_REMINDER_HOUR = 9
export const OVERDUE_REMINDER_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export type BalanceReminderCandidate = {
  /** "YYYY-MM-DD": the payment due date, a day of the owner's. */
  dueDate: string
  /** When the client booked (accepted the offer), or the owner added the gig. */
  bookedAt: Date
  /** Reminders already sent for this due date. */
  sent: BalanceReminderKind[]
}

export function balanceReminderDue(
  gig: BalanceReminderCandidate,
  { timeZone, daysBefore }: { timeZone: string; daysBefore: number },
  now: Date,
): BalanceReminderKind | null {
  if (new TZDate(now, timeZone).getHours() < BALANCE_REMINDER_HOUR) return null
  const today = todayIn(timeZone, now)
  if (today > gig.dueDate) return today <= addDaysTo(gig.dueDate, OVERDUE_REMINDER_DAYS) && !gig.sent.includes('overdue') ? 'overdue' : null
  if (gig.sent.includes('beforeDue') || today < addDaysTo(gig.dueDate, -daysBefore)) return null
  return now.getTime() - gig.bookedAt.getTime() >= DAY_MS ? 'beforeDue' : null
}
