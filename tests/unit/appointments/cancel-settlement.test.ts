import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { toDbDate } from '@/lib/appointments/dates'
import { settleGig } from '@/lib/appointments/cancel-appointment'
import type { Payment } from '@/lib/generated/prisma/client'
import { gigRow } from './fixtures'

const payment = (amountCents: number, refundedCents = 0): Payment => ({
  id: `payment-${amountCents}`,
  userId: 'owner-1',
  appointmentId: 'gig-1',
  amountCents,
  method: 'cash',
  provider: null,
  providerPaymentId: null,
  providerAccountId: null,
  note: null,
  paidAt: new Date('2026-11-01T00:00:00Z'),
  receiptNumber: null,
  refundedCents,
  overpaidCents: 0,
  cardFeeCents: null,
})

const sydney = { timeZone: 'Australia/Sydney', cancellationTiers: null }

describe('settleGig: what cancelling settles', () => {
  // Total $650, retainer $200, paid $400 in two payments ($50 of one already refunded back).
  const gig = {
    ...gigRow({ date: toDbDate('2027-01-30'), cancellationTiers: DEFAULT_CANCELLATION_TIERS, paidToDateCents: 35000 }),
    payments: [payment(20000), payment(20000, 5000)],
  }

  it('counts the days in the owner’s time zone: the same instant is a day closer in Sydney than in Los Angeles', () => {
    // 13:30 UTC on 31 December is already 1 January in Sydney (29 days before: the last tier) but still 31 December in LA.
    const now = new Date('2026-12-31T13:30:00Z')
    expect(settleGig(gig, sydney, now, 'deposit')).toMatchObject({
      daysBefore: 29,
      tier: 'Cancelled less than 30 days before the day: 100% of the total is kept.',
      kept: 65000,
      refund: 0,
      owed: 30000,
    })
    expect(settleGig(gig, { ...sydney, timeZone: 'America/Los_Angeles' }, now, 'deposit')).toMatchObject({
      daysBefore: 30,
      tier: 'Cancelled 30 to 90 days before the day: 50% of the total is kept.',
      kept: 32500,
      refund: 2500,
      owed: 0,
    })
  })

  it('keeps the retainer far out, and never offers back more than the payments on record still hold', () => {
    expect(settleGig(gig, sydney, new Date('2026-09-01T00:00:00Z'), 'deposit')).toMatchObject({
      tier: 'Cancelled 91 days or more before the day: the deposit ($200.00) is kept.',
      tiersFrom: 'offer',
      kept: 20000,
      refund: 15000,
      refundable: 35000,
      paid: 35000,
    })
    const typedIn = { ...gig, paidToDateCents: 60000 }
    expect(settleGig(typedIn, sydney, new Date('2026-09-01T00:00:00Z'), 'deposit')).toMatchObject({ kept: 20000, refund: 35000, refundable: 35000 })
  })

  it('names the payment that booked the gig as the client read it: a wedding’s retainer', () => {
    expect(settleGig(gig, sydney, new Date('2026-09-01T00:00:00Z'), 'retainer').tier).toBe(
      'Cancelled 91 days or more before the day: the retainer ($200.00) is kept.',
    )
  })

  it('takes the owner’s tiers only when the gig was offered with none, and refunds everything with no tier at all', () => {
    const entered = { ...gig, cancellationTiers: null }
    expect(settleGig(entered, { ...sydney, cancellationTiers: DEFAULT_CANCELLATION_TIERS }, new Date('2026-09-01T00:00:00Z'), 'deposit')).toMatchObject({
      tiersFrom: 'owner',
      kept: 20000,
    })
    expect(settleGig(entered, sydney, new Date('2026-09-01T00:00:00Z'), 'deposit')).toMatchObject({
      tiersFrom: null,
      terms: [],
      tier: null,
      kept: 0,
      refund: 35000,
    })
    const offeredWithout = { ...gig, cancellationTiers: [] }
    expect(settleGig(offeredWithout, { ...sydney, cancellationTiers: DEFAULT_CANCELLATION_TIERS }, new Date('2026-09-01T00:00:00Z'), 'deposit')).toMatchObject({
      tiersFrom: null,
      refund: 35000,
    })
  })
})
