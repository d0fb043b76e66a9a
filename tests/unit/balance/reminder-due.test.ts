import { describe, expect, it } from 'vitest'
import { slotInstant } from '@/lib/appointments/dates'
import { balanceReminderDue, type BalanceReminderCandidate } from '@/lib/balance/reminder-due'

const SYDNEY = 'Australia/Sydney'
const settings = { timeZone: SYDNEY, daysBefore: 7 }
/** Wall-clock time in Sydney. */
const at = (day: string, time: string, timeZone = SYDNEY) => slotInstant(day, time, timeZone)
const gig = (extra: Partial<BalanceReminderCandidate> = {}): BalanceReminderCandidate => ({
  dueDate: '2026-12-20',
  bookedAt: new Date('2026-10-01T00:00:00Z'),
  sent: [],
  ...extra,
})

describe('when a balance reminder is due', () => {
  it('sends the "before" one from N days before the due date, from 9:00 the owner’s time, through the due date', () => {
    expect(balanceReminderDue(gig(), settings, at('2026-12-12', '12:00'))).toBeNull()
    expect(balanceReminderDue(gig(), settings, at('2026-12-13', '08:59'))).toBeNull()
    expect(balanceReminderDue(gig(), settings, at('2026-12-13', '09:00'))).toBe('beforeDue')
    expect(balanceReminderDue(gig(), settings, at('2026-12-20', '18:00'))).toBe('beforeDue')
    expect(balanceReminderDue(gig({ sent: ['beforeDue'] }), settings, at('2026-12-20', '18:00'))).toBeNull()
  })

  it('sends the overdue one on the first overdue day, and within a week of it only', () => {
    expect(balanceReminderDue(gig({ sent: ['beforeDue'] }), settings, at('2026-12-21', '09:30'))).toBe('overdue')
    // Never sent the first (booked late, or the owner turned reminders on late): the overdue one still goes.
    expect(balanceReminderDue(gig(), settings, at('2026-12-21', '09:30'))).toBe('overdue')
    expect(balanceReminderDue(gig(), settings, at('2026-12-27', '10:00'))).toBe('overdue')
    expect(balanceReminderDue(gig(), settings, at('2026-12-28', '10:00'))).toBeNull()
    expect(balanceReminderDue(gig({ sent: ['beforeDue', 'overdue'] }), settings, at('2026-12-22', '10:00'))).toBeNull()
  })

  it('reads the day and the hour in the owner’s time zone', () => {
    // 22:30 UTC on 12 December is 9:30 on the 13th in Sydney, but 14:30 on the 12th in Los Angeles.
    const now = new Date('2026-12-12T22:30:00Z')
    expect(balanceReminderDue(gig(), settings, now)).toBe('beforeDue')
    expect(balanceReminderDue(gig(), { timeZone: 'America/Los_Angeles', daysBefore: 7 }, now)).toBeNull()
    // 23:30 UTC on the 20th is 10:30 on the 21st in Sydney (overdue there), 15:30 on the 20th in LA (the due day).
    const late = new Date('2026-12-20T23:30:00Z')
    expect(balanceReminderDue(gig(), settings, late)).toBe('overdue')
    expect(balanceReminderDue(gig(), { timeZone: 'America/Los_Angeles', daysBefore: 7 }, late)).toBe('beforeDue')
    // Sydney's summer time: 9:00 on 13 December is 22:00 UTC the day before, not 23:00.
    expect(balanceReminderDue(gig(), settings, new Date('2026-12-12T21:59:00Z'))).toBeNull()
    expect(balanceReminderDue(gig(), settings, new Date('2026-12-12T22:00:00Z'))).toBe('beforeDue')
  })

  it('waits a day after the booking, whose confirmation named the amount and the date', () => {
    const bookedAt = at('2026-12-15', '14:00')
    expect(balanceReminderDue(gig({ bookedAt }), settings, at('2026-12-16', '09:00'))).toBeNull()
    expect(balanceReminderDue(gig({ bookedAt }), settings, at('2026-12-16', '14:00'))).toBe('beforeDue')
  })

  it('follows the owner’s number of days', () => {
    expect(balanceReminderDue(gig(), { timeZone: SYDNEY, daysBefore: 1 }, at('2026-12-18', '10:00'))).toBeNull()
    expect(balanceReminderDue(gig(), { timeZone: SYDNEY, daysBefore: 1 }, at('2026-12-19', '10:00'))).toBe('beforeDue')
  })
})
