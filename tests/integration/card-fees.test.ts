// Card fees, against the local stand-in for Stripe's API: the job reads each card payment's fee from its
// charge's balance transaction on the artist's account, once Stripe has made it, and the Money screen
// subtracts the fees from her profit. Payments outside Stripe, and another account's, are never asked for.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { MoneyReport } from '@/lib/books/schema'
import { toDbDate } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe } from '../support/fake-stripe-setup'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()
const { recordCardFees } = await import('@/lib/books/card-fees')
const { GET: moneyRoute } = await import('@/app/v1/books/route')
const { GET: exportRoute } = await import('@/app/v1/books/export/route')
const { XERO_INVOICE_COLUMNS } = await import('@/lib/books/export')
const { POST: expenseRoute } = await import('@/app/v1/expense/route')

const tag = () => randomBytes(6).toString('hex')

describe('record-card-fees', () => {
  it('records the fee Stripe reports for each card payment, asks again for one not known yet, and counts them in Money', async () => {
    const account = `acct_${tag()}`
    const { user, token } = await createOwner({ payoutsAccountId: account, payoutsStatus: 'payoutsOn' })
    const gig = await createGigFor(user.id, { status: 'booked', totalCents: 60000 })
    const card = async (amountCents: number, fee: number | null, on = account) => {
      const intent = `pi_${tag()}`
      stripe.paymentIntents.set(intent, { account: on, amount: amountCents, fee })
      return prisma.payment.create({
        data: {
          userId: user.id,
          appointmentId: gig.id,
          amountCents,
          method: 'card',
          provider: 'stripe',
          providerPaymentId: intent,
          providerAccountId: account,
        },
      })
    }
    const known = await card(20000, 380)
    const pending = await card(10000, null)
    // Stripe answers 404 for a payment intent of another account: logged, asked again next round.
    const elsewhere = await card(5000, 118, `acct_${tag()}`)
    const cash = await prisma.payment.create({ data: { userId: user.id, appointmentId: gig.id, amountCents: 15000, method: 'cash' } })

    await recordCardFees()
    const fees = async () =>
      Object.fromEntries(
        (await prisma.payment.findMany({ where: { appointmentId: gig.id }, select: { id: true, cardFeeCents: true } })).map((row) => [
          row.id,
          row.cardFeeCents,
        ]),
      )
    expect(await fees()).toEqual({ [known.id]: 380, [pending.id]: null, [elsewhere.id]: null, [cash.id]: null })
    const asked = stripe.requests.filter((request) => request.path.startsWith('/v1/payment_intents/'))
    expect(asked.every((request) => [...request.query.values()].includes('latest_charge.balance_transaction'))).toBe(true)
    expect(asked.find((request) => request.path.endsWith(known.providerPaymentId!))?.headers['stripe-account']).toBe(account)

    // Stripe makes the second charge's balance transaction: the next round records it, and leaves the first alone.
    stripe.paymentIntents.get(pending.providerPaymentId!)!.fee = 205
    const before = stripe.requests.length
    await recordCardFees()
    expect((await fees())[pending.id]).toBe(205)
    expect(stripe.requests.slice(before).some((request) => request.path.endsWith(known.providerPaymentId!))).toBe(false)

    const money = await callRoute<MoneyReport>(moneyRoute, { token, query: { period: 'month' } })
    expect(money.status).toBe(200)
    expect(money.body.income.cardFeesCents).toBe(585)
    expect(money.body.profit).toMatchObject({ cardFeesCents: 585, profitCents: money.body.profit.incomeCents - 585 })

    // The CSV has each payment's fee and what reached her; Xero's file keeps its import columns.
    const csv = await callRoute<string>(exportRoute, { token, query: { period: 'month' } })
    const [header, ...rows] = csv.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','))
    expect(header.slice(-4)).toEqual(['Amount', 'GST', 'Card fee', 'Net'])
    expect(rows.map((row) => row.slice(-4)).sort()).toEqual([
      ['100.00', '0.00', '2.05', '97.95'],
      ['150.00', '0.00', '0.00', '150.00'],
      ['200.00', '0.00', '3.80', '196.20'],
      ['50.00', '0.00', '0.00', '50.00'],
    ])
    const xero = await callRoute<string>(exportRoute, { token, query: { period: 'month', format: 'xero' } })
    expect(xero.body.split('\r\n')[0]).toBe(XERO_INVOICE_COLUMNS.join(','))
  })

  it('gives a GST credit of one eleventh of each fee, to the cent, in 1B while she is registered, and none when she is not', async () => {
    const gstFrom = async (from: string | null) => {
      const owner = await createOwner(
        from === null ? {} : { taxLegalName: 'Ava Nguyen', abn: '51824753556', gstRegistered: true, gstRegisteredFrom: toDbDate(from) },
      )
      const gig = await createGigFor(owner.user.id, { status: 'booked', totalCents: 60000 })
      // 34.5, 18.6, 0.55 and 0.45 cents of GST: 55 cents per fee, where the $5.96 of fees alone would give 54.
      for (const [amountCents, cardFeeCents] of [
        [20000, 380],
        [10000, 205],
        [100, 6],
        [100, 5],
      ])
        await prisma.payment.create({
          data: {
            userId: owner.user.id,
            appointmentId: gig.id,
            amountCents,
            method: 'card',
            provider: 'stripe',
            providerPaymentId: `pi_${tag()}`,
            cardFeeCents,
          },
        })
      expect((await callRoute(expenseRoute, { token: owner.token, body: { amount: 8800, category: 'kit' } })).status).toBe(201)
      return (await callRoute<MoneyReport>(moneyRoute, { token: owner.token, query: { period: 'month' } })).body
    }

    const registered = await gstFrom('2020-07-01')
    expect(registered.income.cardFeesCents).toBe(596)
    expect(registered.bas).toMatchObject({ gstOnPurchasesCents: 855, gstOnExpensesCents: 800, gstOnCardFeesCents: 55 })
    expect(registered.profit).toMatchObject({ cardFeesCents: 541, profitCents: registered.profit.incomeCents - 8000 - 541 })

    const notRegistered = await gstFrom(null)
    expect(notRegistered.bas).toBeNull()
    expect(notRegistered.profit).toMatchObject({ cardFeesCents: 596, profitCents: notRegistered.profit.incomeCents - 8800 - 596 })

    // Registered from a day still to come: no credit on today's fees.
    const later = await gstFrom('2099-07-01')
    expect(later.bas).toMatchObject({ gstOnPurchasesCents: 0, gstOnCardFeesCents: 0 })
    expect(later.profit.cardFeesCents).toBe(596)
  })
})
