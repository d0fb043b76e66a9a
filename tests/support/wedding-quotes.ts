// A wedding quote's world for the integration tests: an owner with fee rules, a bride's booking request,
// a quote built and sent, and the client's calls on her proposal (headcounts, signing, the retainer).
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { PUT as putQuoteRoute } from '@/app/v1/appointment/[appointmentId]/quote/route'
import { POST as sendQuoteRoute } from '@/app/v1/appointment/[appointmentId]/quote/send/route'
import { PUT as putFeeRulesRoute } from '@/app/v1/fee-rules/route'
import { GET as getProposalRoute, PATCH as patchProposalRoute } from '@/app/v1/offer/[token]/proposal/route'
import { POST as retainerRoute } from '@/app/v1/offer/[token]/retainer/route'
import { POST as signRoute } from '@/app/v1/offer/[token]/sign/route'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import type { BookingPaymentAnswer } from '@/lib/appointments/payment-schema'
import { prisma } from '@/lib/db'
import type { FeeRules, ProposalView, QuoteResponse } from '@/lib/weddings/schema'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'
import { callRoute } from './call-route'

export type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

export const RULES: FeeRules = {
  travel: { freeWithinKm: 20, perKmCents: 150, freeSuburbs: ['Bondi'], zones: [{ name: 'Blue Mountains', feeCents: 12000 }] },
  earlyStartFees: [
    { before: '07:00', feeCents: 5000 },
    { before: '06:00', feeCents: 10000 },
  ],
  minimumTotalCents: 0,
}

export const fromIp = () => ({
  'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}`,
  'user-agent': 'Mozilla/5.0 (iPhone) Weddings test',
})

export const quote = (extra: Record<string, unknown> = {}) => ({
  readyBy: '10:30',
  artistCount: 1,
  party: [
    { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 },
    { role: 'Bridesmaids', service: 'Makeup', count: 4, minCount: 2, maxCount: 5, priceCents: 18000, durationMinutes: 45 },
  ],
  trial: { date: dayFromToday(30), time: { from: '10:00', to: '12:00' }, feeCents: 15000, notes: 'Bring a photo of the dress' },
  travel: { kind: 'km', km: 30 },
  parkingCents: 2000,
  retainer: { kind: 'percent', percent: 30 },
  retainerRefundable: false,
  balanceDue: { kind: 'daysBefore', days: 14 },
  cancellationTiers: DEFAULT_CANCELLATION_TIERS,
  notes: 'So excited for your day!',
  terms: 'Touch-ups after 2 pm are charged by the hour.',
  ...extra,
})

/** An owner taking cards (test mode), with fee rules, and a bride's booking request for 06:30 in 60 days. */
export async function weddingRequest(
  ownerExtra: Record<string, unknown> = { payoutsAccountId: `test_acct_${randomBytes(4).toString('hex')}`, payoutsStatus: 'payoutsOn' },
) {
  const owner = await createOwner({ businessName: 'Glow Bridal', ...ownerExtra })
  await callRoute(putFeeRulesRoute, { method: 'PUT', token: owner.token, body: RULES })
  const gig = await createGigFor(owner.user.id, {
    status: 'offered',
    origin: 'bookingRequest',
    customerName: 'Mia Rossi',
    customerEmail: `mia-${randomBytes(3).toString('hex')}@example.com`,
    locationCity: 'Manly',
    date: new Date(`${dayFromToday(60)}T00:00:00Z`),
    timeFrom: '06:30',
    timeTo: '10:30',
    services: [{ title: 'Mia', subTitle: 'Bridal makeup' }],
    totalCents: 0,
  })
  return { ...owner, gig }
}

export const putQuote = (token: string | undefined, appointmentId: string, body: unknown = quote()) =>
  callRoute<QuoteResponse & Err>(putQuoteRoute, { method: 'PUT', token, params: { appointmentId }, body })
export const send = (token: string | undefined, appointmentId: string) => callRoute<QuoteResponse & Err>(sendQuoteRoute, { token, params: { appointmentId } })
export const proposal = (token: string) => callRoute<ProposalView & Err>(getProposalRoute, { params: { token } })
export const headcounts = (token: string, counts: number[]) =>
  callRoute<ProposalView & Err>(patchProposalRoute, { method: 'PATCH', params: { token }, body: { counts }, headers: fromIp() })
export const sign = (token: string, termsHash: string, fullName = 'Mia Rossi') =>
  callRoute<ProposalView & Err>(signRoute, { params: { token }, body: { fullName, agree: true, termsHash }, headers: fromIp() })
export const payRetainer = (token: string) => callRoute<BookingPaymentAnswer & Err>(retainerRoute, { params: { token }, headers: fromIp() })
export const gigState = (id: string) =>
  prisma.appointment
    .findUniqueOrThrow({ where: { id }, include: { payments: true, quote: { include: { signatures: true } } } })
    .then((gig) => JSON.stringify(gig))

/** A quote built and sent: answers the offer token. */
export async function sentQuote(world: Awaited<ReturnType<typeof weddingRequest>>, body: unknown = quote()) {
  expect((await putQuote(world.token, world.gig.id, body)).status).toBe(200)
  const sent = await send(world.token, world.gig.id)
  expect(sent.status).toBe(200)
  return sent.body.offerUrl!.split('/offer/')[1]
}
