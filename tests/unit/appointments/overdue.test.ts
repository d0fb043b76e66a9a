import { describe, expect, it } from 'vitest'
import { toDbDate } from '@/lib/appointments/dates'
import { isOverdue, owesPayment, remainingCents, toAppointmentResponse } from '@/lib/appointments/to-appointment-response'
import { gigRow } from './fixtures'

const sydney = { timeZone: 'Australia/Sydney' }

describe('overdue', () => {
  const due = gigRow({ paymentDueDate: toDbDate('2026-12-01') })

  it('is a booked, unpaid gig whose due date is before today in the owner time zone', () => {
    expect(isOverdue(due, { ...sydney, now: new Date('2026-12-01T12:00:00Z') })).toBe(false)
    // 13:30 UTC on 1 December is 00:30 on 2 December in Sydney: the due date has passed there.
    expect(isOverdue(due, { ...sydney, now: new Date('2026-12-01T13:30:00Z') })).toBe(true)
    // …but not yet in Los Angeles, where it is still 1 December.
    expect(isOverdue(due, { timeZone: 'America/Los_Angeles', now: new Date('2026-12-01T13:30:00Z') })).toBe(false)
  })

  it('never applies to paid gigs, offers, expired gigs or gigs without a due date', () => {
    const late = { ...sydney, now: new Date('2027-01-10T00:00:00Z') }
    expect(isOverdue(due, late)).toBe(true)
    expect(isOverdue({ ...due, paid: true }, late)).toBe(false)
    expect(isOverdue({ ...due, status: 'offered' }, late)).toBe(false)
    expect(isOverdue({ ...due, status: 'expired' }, late)).toBe(false)
    expect(isOverdue({ ...due, status: 'cancelled' }, late)).toBe(false)
    expect(isOverdue({ ...due, paymentDueDate: null }, late)).toBe(false)
  })

  it('never applies to a free gig, which owes nothing', () => {
    const late = { ...sydney, now: new Date('2027-01-10T00:00:00Z') }
    const free = { ...due, totalCents: 0, depositCents: 0, paidToDateCents: 0 }
    expect(isOverdue(free, late)).toBe(false)
    expect(owesPayment(free)).toBe(false)
    expect(owesPayment(due)).toBe(true)
    expect(toAppointmentResponse(free, late)).toMatchObject({ overdue: false, remaining: 0 })
  })

  it('shows on the answer with the remaining amount', () => {
    const answer = toAppointmentResponse(due, { ...sydney, now: new Date('2026-12-05T00:00:00Z') })
    expect(answer).toMatchObject({
      overdue: true,
      paid: false,
      remaining: 45000,
      paidToDate: 20000,
      pricing: { total: 65000, deposit: 20000 },
      paymentDueDate: '2026-12-01',
    })
  })

  it('owes nothing once paid', () => {
    expect(remainingCents({ status: 'booked', paid: true, totalCents: 65000, paidToDateCents: 0 })).toBe(0)
    expect(remainingCents({ status: 'booked', paid: false, totalCents: 65000, paidToDateCents: 70000 })).toBe(0)
  })

  it('owes nothing once cancelled: a cancelled gig leaves every total', () => {
    const cancelled = gigRow({ status: 'cancelled', cancelledAt: new Date('2026-11-20T00:00:00Z'), cancelledBy: 'client' })
    expect(remainingCents(cancelled)).toBe(0)
    expect(owesPayment(cancelled)).toBe(false)
    expect(toAppointmentResponse(cancelled, { ...sydney, now: new Date('2027-01-10T00:00:00Z') })).toMatchObject({
      status: 'cancelled',
      remaining: 0,
      overdue: false,
      cancellation: { at: '2026-11-20T00:00:00.000Z', by: 'client', reason: null },
    })
  })
})
