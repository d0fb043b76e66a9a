// A production server with no Stripe key and no PAYMENTS_TEST_MODE: payments fail closed. Every
// subscription, Pro trial and card deposit answers 503 payments_unavailable in the JSON error shape,
// and nothing is granted or booked. Money paid outside the app is still given back: it needs no Stripe. The process itself stays NODE_ENV=test (React and the JSX
// transform follow process.env); the app's validated env is what payments read, so that is stubbed.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as offerRoute } from '@/app/v1/appointment/[appointmentId]/offer/route'
import { POST as paymentRoute } from '@/app/v1/appointment/[appointmentId]/payment/route'
import { POST as refundRoute } from '@/app/v1/appointment/[appointmentId]/payments/[paymentId]/refund/route'
import { POST as acceptRoute } from '@/app/v1/offer/[token]/accept/route'
import { POST as subscribeRoute } from '@/app/v1/subscription/route'
import { POST as trialRoute } from '@/app/v1/user/trial/route'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { env } from '@/lib/env'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { paymentsMode } from '@/lib/payments/get-payments'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

const stubbed = { NODE_ENV: 'production', STRIPE_SECRET_KEY: undefined, PAYMENTS_TEST_MODE: false } as const
const original = { NODE_ENV: env.NODE_ENV, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY, PAYMENTS_TEST_MODE: env.PAYMENTS_TEST_MODE }
beforeAll(() => void Object.assign(env, stubbed))
afterAll(() => void Object.assign(env, original))

type Err = { error: { code: string; message: string } }
const refusal = { error: { code: 'payments_unavailable', message: expect.stringContaining('Payments are not set up') } }

/** Her own address in this run: the client-message caps count per address across every test file. */
const IVY_EMAIL = `ivy-${randomBytes(3).toString('hex')}@example.com`

describe('payments with NODE_ENV=production and no STRIPE_SECRET_KEY', () => {
  it('are off, and on again with PAYMENTS_TEST_MODE=1', () => {
    expect(paymentsMode()).toBe('off')
    Object.assign(env, { PAYMENTS_TEST_MODE: true })
    expect(paymentsMode()).toBe('test')
    Object.assign(env, stubbed)
  })

  it('refuse every subscription and the Pro trial with 503, granting nothing', async () => {
    const { user, token } = await createOwner()
    for (const body of [{ subItemId: 'pro' }, { subItemId: 'smart-albums' }, { themeId: 'noir' }]) {
      const answer = await callRoute<Err>(subscribeRoute, { token, body })
      expect(answer.status).toBe(503)
      expect(answer.body).toEqual(refusal)
    }
    const trial = await callRoute<Err>(trialRoute, { token })
    expect(trial.status).toBe(503)
    expect(trial.body).toEqual(refusal)
    expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(0)
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ hadTrial: false })
    expect((await getEntitlements(user.id)).pro).toBe(false)
  })

  it('still check the token and the input first', async () => {
    const { token } = await createOwner()
    expect((await callRoute(subscribeRoute, { body: { subItemId: 'pro' } })).status).toBe(401)
    expect((await callRoute(subscribeRoute, { token, body: {} })).status).toBe(422)
  })

  it('refuse a card deposit with 503 and leave the offer open', async () => {
    // Her payouts were set up while Stripe was: the offer asks for the deposit by card.
    const { user, token } = await createOwner({
      businessName: 'Glow by Ava',
      payoutsAccountId: `acct_${randomBytes(4).toString('hex')}`,
      payoutsStatus: 'payoutsOn',
    })
    const gig = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', customerEmail: IVY_EMAIL, totalCents: 0 })
    const sent = await callRoute<{ offer: { url: string } }>(offerRoute, {
      token,
      params: { appointmentId: gig.id },
      body: { pricing: { total: 60000, deposit: 20000 }, paymentDueDate: dayFromToday(14) },
    })
    const offerToken = sent.body.offer.url.split('/offer/')[1]
    const answer = await callRoute<Err>(acceptRoute, {
      params: { token: offerToken },
      body: { acceptPolicy: true },
      headers: { 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}` },
    })
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual(refusal)
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({
      status: 'offered',
      paidToDateCents: 0,
      policyAcceptedAt: null,
    })
  })

  it('refund a cash payment all the same: an offline refund never asks for the payments adapter', async () => {
    const { user, token } = await createOwner()
    const gig = await createGigFor(user.id, { status: 'booked', totalCents: 30000 })
    const paid = await callRoute<AppointmentResponse>(paymentRoute, { token, params: { appointmentId: gig.id }, body: { amount: 30000, method: 'cash' } })
    const cash = paid.body.payments[0]._id
    const answer = await callRoute<AppointmentResponse>(refundRoute, { token, params: { appointmentId: gig.id, paymentId: cash }, body: { amount: 10000 } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ paidToDate: 20000, payments: [expect.objectContaining({ refunded: 10000 })] })
    expect(await prisma.refund.findFirstOrThrow({ where: { paymentId: cash } })).toMatchObject({ amountCents: 10000, method: 'cash', provider: null })
  })
})
