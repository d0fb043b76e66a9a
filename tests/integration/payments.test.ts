// Payments settings, refunds and receipts in test mode (no STRIPE_SECRET_KEY): "Get paid by card"
// connects at once, the offer page shows the artist's offline ways to pay until then, card deposits
// and offline payments can be refunded within what was paid, and receipts are numbered per owner.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as paymentRoute } from '@/app/v1/appointment/[appointmentId]/payment/route'
import { POST as receiptRoute } from '@/app/v1/appointment/[appointmentId]/payments/[paymentId]/receipt/route'
import { POST as refundRoute } from '@/app/v1/appointment/[appointmentId]/payments/[paymentId]/refund/route'
import { POST as offerRoute } from '@/app/v1/appointment/[appointmentId]/offer/route'
import { POST as acceptRoute } from '@/app/v1/offer/[token]/accept/route'
import { POST as payRoute } from '@/app/v1/offer/[token]/pay/route'
import { POST as connectRoute } from '@/app/v1/payment-settings/connect/route'
import { GET as settingsRoute, PUT as saveSettingsRoute } from '@/app/v1/payment-settings/route'
import { getOffer } from '@/lib/appointments/get-offer'
import type { ReceiptAnswer } from '@/lib/appointments/payment-schema'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { prisma } from '@/lib/db'
import type { ConnectPayoutsAnswer, PaymentSettingsResponse } from '@/lib/payouts/schema'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const offline = { bankDetails: 'Ava Nguyen\nBSB 062-000 Account 1234 5678', cash: true, other: null }

async function offeredGig(token: string, userId: string, customerEmail: string | null = `ivy-${randomBytes(3).toString('hex')}@example.com`) {
  const gig = await createGigFor(userId, { status: 'offered', origin: 'bookingRequest', customerEmail, totalCents: 0 })
  const sent = await callRoute<AppointmentResponse>(offerRoute, {
    token,
    params: { appointmentId: gig.id },
    body: { pricing: { total: 60000, deposit: 20000 }, paymentDueDate: dayFromToday(14) },
  })
  return { gig, offerToken: sent.body.offer!.url.split('/offer/')[1], customerEmail }
}

const accept = (offerToken: string) =>
  callRoute<{ status: string; testMode?: boolean } & Err>(acceptRoute, { params: { token: offerToken }, body: { acceptPolicy: true }, headers: fromIp() })
const refund = (token: string | undefined, appointmentId: string, paymentId: string, amount: unknown, terms: Record<string, unknown> = {}) =>
  callRoute<AppointmentResponse & Err>(refundRoute, { token, params: { appointmentId, paymentId }, body: { amount, ...terms } })
const receipt = (token: string | undefined, appointmentId: string, paymentId: string) =>
  callRoute<ReceiptAnswer & Err>(receiptRoute, { token, params: { appointmentId, paymentId } })
const gigState = (id: string) =>
  prisma.appointment.findUniqueOrThrow({ where: { id }, include: { payments: { include: { refunds: true } } } }).then((row) => JSON.stringify(row))

describe('GET and PUT /v1/payment-settings', () => {
  it('answers card payouts off (test mode, no commission) and saves the offline ways to pay', async () => {
    const { token } = await createOwner()
    const before = await callRoute<PaymentSettingsResponse>(settingsRoute, { token })
    expect(before.body).toEqual({
      card: { status: 'off', testMode: true, feePercent: 0, dashboard: null, dashboardUrl: null },
      offline: { bankDetails: null, cash: false, other: null },
    })
    const saved = await callRoute<PaymentSettingsResponse>(saveSettingsRoute, { token, method: 'PUT', body: { ...offline, other: '  ' } })
    expect(saved.status).toBe(200)
    expect(saved.body.offline).toEqual(offline)
    expect((await callRoute<PaymentSettingsResponse>(settingsRoute, { token })).body.offline).toEqual(offline)
  })

  it('refuses bad input with the field, and changes nothing', async () => {
    const { user, token } = await createOwner({ payBankDetails: 'BSB 1' })
    const answer = await callRoute<Err>(saveSettingsRoute, { token, method: 'PUT', body: { bankDetails: 'x'.repeat(301), cash: true } })
    expect(answer.status).toBe(422)
    expect(answer.body.error.fields?.bankDetails).toBe('Keep the bank details under 300 characters')
    expect((await callRoute<Err>(saveSettingsRoute, { token, method: 'PUT', body: { bankDetails: 'BSB 2' } })).status).toBe(422)
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ payBankDetails: 'BSB 1', payCash: false })
  })

  it('needs a session, and each owner only ever sees and changes their own', async () => {
    const { user } = await createOwner({ payBankDetails: 'Secret BSB 062-111' })
    const other = await createOwner()
    expect((await callRoute(settingsRoute, {})).status).toBe(401)
    expect((await callRoute(saveSettingsRoute, { method: 'PUT', body: offline })).status).toBe(401)
    expect((await callRoute(connectRoute, { method: 'POST' })).status).toBe(401)
    expect(JSON.stringify((await callRoute(settingsRoute, { token: other.token })).body)).not.toContain('Secret BSB')
    await callRoute(saveSettingsRoute, { token: other.token, method: 'PUT', body: offline })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).payBankDetails).toBe('Secret BSB 062-111')
  })
})

describe('POST /v1/payment-settings/connect in test mode', () => {
  it('turns card payouts on at once, on a test-mode account, and keeps that account', async () => {
    const { user, token } = await createOwner()
    const answer = await callRoute<ConnectPayoutsAnswer>(connectRoute, { token, method: 'POST' })
    expect(answer.body).toEqual({
      status: 'connected',
      settings: {
        card: { status: 'payoutsOn', testMode: true, feePercent: 0, dashboard: null, dashboardUrl: null },
        offline: { bankDetails: null, cash: false, other: null },
      },
    })
    const first = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(first).toMatchObject({ payoutsAccountId: expect.stringMatching(/^test_acct_/), payoutsStatus: 'payoutsOn' })
    await callRoute(connectRoute, { token, method: 'POST' })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).payoutsAccountId).toBe(first.payoutsAccountId)
  })
})

describe('the offer page and card deposits', () => {
  it('without card payouts: shows the offline ways to pay, and accepting holds the gig for its deposit, never booked unpaid', async () => {
    const { user, token } = await createOwner({ payBankDetails: offline.bankDetails, payCash: true })
    const { gig, offerToken } = await offeredGig(token, user.id)
    expect((await getOffer({ token: offerToken }))?.view.payment).toEqual({ card: false, offline, bankDebit: null })
    expect((await accept(offerToken)).body).toEqual({ status: 'awaitingDeposit' })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })).toMatchObject({
      status: 'awaitingDeposit',
      paidToDateCents: 0,
      payments: [],
    })
  })

  it('with card payouts on: the deposit is paid on accepting, and the client gets receipt #1', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava' })
    await callRoute(connectRoute, { token, method: 'POST' })
    const { gig, offerToken, customerEmail } = await offeredGig(token, user.id)
    expect((await getOffer({ token: offerToken }))?.view.payment.card).toBe(true)
    await accept(offerToken)
    const booked = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(booked).toMatchObject({ status: 'booked', paidToDateCents: 20000 })
    expect(booked.payments).toEqual([
      expect.objectContaining({ amountCents: 20000, provider: 'test', providerAccountId: expect.stringMatching(/^test_acct_/), receiptNumber: 1 }),
    ])
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: customerEmail!, subject: 'Receipt #1 from Glow by Ava' } })
    expect(mail.text).toContain('$200.00 AUD')
    expect(mail.text).toContain('Card')
    expect(mail.text).toContain('Remaining balance: $400.00')
    expect(mail.text).toContain('test mode')
  })
})

describe('POST /v1/offer/[token]/pay (public): the rest by card', () => {
  const pay = (offerToken: string) =>
    callRoute<{ status: string; testMode?: boolean } & Err>(payRoute, { method: 'POST', params: { token: offerToken }, headers: fromIp() })

  it('takes the rest of a booked gig on the artist’s account, once, with receipt #2', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava' })
    await callRoute(connectRoute, { token, method: 'POST' })
    const { gig, offerToken, customerEmail } = await offeredGig(token, user.id)
    expect((await pay(offerToken)).body.error.message).toBe('The rest can be paid once the offer is accepted')
    await accept(offerToken)
    expect((await getOffer({ token: offerToken }))?.view.remaining).toBe(40000)
    expect((await pay(offerToken)).body).toEqual({ status: 'paid', testMode: true })
    const paid = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: { orderBy: { paidAt: 'asc' } } } })
    expect(paid).toMatchObject({ paid: true, paidToDateCents: 60000 })
    expect(paid.payments.map((payment) => [payment.amountCents, payment.method, payment.note, payment.receiptNumber])).toEqual([
      [20000, 'card', 'Deposit', 1],
      [40000, 'card', 'Balance', 2],
    ])
    expect((await prisma.emailOutbox.findFirstOrThrow({ where: { to: customerEmail!, subject: 'Receipt #2 from Glow by Ava' } })).text).toContain(
      'Remaining balance: $0.00',
    )
    const again = await pay(offerToken)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Nothing remains to be paid for this booking')
  })

  it('refuses without card payouts, for an unknown token or a malformed one, changing nothing', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava' })
    const { gig, offerToken } = await offeredGig(token, user.id)
    await accept(offerToken)
    const held = await pay(offerToken)
    expect(held.status).toBe(409)
    expect(held.body.error.message).toBe('Glow by Ava books you once your deposit arrives: the rest can be paid then')
    // The artist records the deposit paid by bank transfer: booked, and the rest is still not by card.
    await callRoute(paymentRoute, { token, params: { appointmentId: gig.id }, body: { amount: 20000, method: 'bankTransfer' } })
    const before = await gigState(gig.id)
    const off = await pay(offerToken)
    expect(off.status).toBe(409)
    expect(off.body.error.message).toBe('Glow by Ava does not take card payments yet')
    expect((await pay('A'.repeat(32))).status).toBe(404)
    expect((await pay('short')).status).toBe(422)
    expect(await gigState(gig.id)).toBe(before)
  })
})

describe('POST /v1/appointment/[appointmentId]/payments/[paymentId]/refund and …/receipt', () => {
  async function paidGig() {
    const owner = await createOwner({ businessName: 'Glow by Ava' })
    await callRoute(connectRoute, { token: owner.token, method: 'POST' })
    const { gig, offerToken, customerEmail } = await offeredGig(owner.token, owner.user.id)
    await accept(offerToken)
    const deposit = await prisma.payment.findFirstOrThrow({ where: { appointmentId: gig.id } })
    return { ...owner, gig, deposit, customerEmail: customerEmail! }
  }

  it('refunds a card deposit in part, then the rest, never more than was paid; the client is e-mailed each time', async () => {
    const { token, gig, deposit, customerEmail } = await paidGig()
    const half = await refund(token, gig.id, deposit.id, 10000)
    expect(half.status).toBe(200)
    // The price drops with it: what remains to pay is what it was.
    expect(half.body).toMatchObject({
      paidToDate: 10000,
      pricing: { total: 50000 },
      remaining: 40000,
      payments: [expect.objectContaining({ _id: deposit.id, amount: 20000, refunded: 10000 })],
    })
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: customerEmail, subject: 'Refund from Glow by Ava' } })
    expect(mail.text).toContain('refunded $100.00 of your $200.00 payment')

    const tooMuch = await refund(token, gig.id, deposit.id, 10001)
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.error.fields?.amount).toBe('At most $100.00')
    expect((await refund(token, gig.id, deposit.id, 10000)).body.paidToDate).toBe(0)
    const again = await refund(token, gig.id, deposit.id, 100)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('This payment has already been refunded in full')
    const refunds = await prisma.refund.findMany({ where: { paymentId: deposit.id } })
    expect(refunds.map((row) => [row.amountCents, row.provider, row.providerRefundId?.startsWith('test_re_')])).toEqual([
      [10000, 'test', true],
      [10000, 'test', true],
    ])
    expect(await prisma.emailOutbox.count({ where: { to: customerEmail, subject: 'Refund from Glow by Ava' } })).toBe(2)
  })

  it('gives an offline payment back the way the artist says; the price drops with it unless she says the client still owes it', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava' })
    const customerEmail = `ruby-${randomBytes(3).toString('hex')}@example.com`
    const gig = await createGigFor(user.id, { status: 'booked', totalCents: 18000, customerName: 'Ruby Lane', customerEmail })
    const paid = await callRoute<AppointmentResponse>(paymentRoute, {
      token,
      params: { appointmentId: gig.id },
      body: { amount: 18000, method: 'bankTransfer' },
    })
    expect(paid.body.paid).toBe(true)
    const transfer = paid.body.payments[0]._id
    const refundMails = () => prisma.emailOutbox.findMany({ where: { to: customerEmail, subject: 'Refund from Glow by Ava' }, orderBy: { createdAt: 'asc' } })

    // $50 of the $180 transfer back: paid and price drop alike, nothing is due.
    const lowered = await refund(token, gig.id, transfer, 5000)
    expect(lowered.body).toMatchObject({ paid: true, paidToDate: 13000, pricing: { total: 13000 }, remaining: 0 })
    expect(await prisma.refund.findFirstOrThrow({ where: { paymentId: transfer } })).toMatchObject({
      amountCents: 5000,
      method: 'bankTransfer',
      lowersPrice: true,
      provider: null,
      providerRefundId: null,
    })
    const [first] = await refundMails()
    expect(first.text).toContain('Glow by Ava refunded $50.00 of your $180.00 payment (Balance), given back by bank transfer.')
    expect(first.text).toContain('Your booking’s price is now $130.00.')
    expect(first.text).toContain('Nothing is left to pay.')
    expect(first.text).not.toContain('business days')
    expect(first.text).not.toContain('Remaining balance')

    // $30 more in cash, the price staying: she owes it again.
    const owed = await refund(token, gig.id, transfer, 3000, { priceDrops: false, method: 'cash' })
    expect(owed.body).toMatchObject({ paid: false, paidToDate: 10000, pricing: { total: 13000 }, remaining: 3000 })
    const [, second] = await refundMails()
    expect(second.text).toContain('given back in cash.')
    expect(second.text).toContain('Still to pay: $30.00.')

    const before = await gigState(gig.id)
    expect((await refund(token, gig.id, transfer, 1000, { method: 'card' })).status).toBe(422)
    expect((await refund(token, gig.id, transfer, 1000, { priceDrops: 'yes' })).status).toBe(422)
    expect(await gigState(gig.id)).toBe(before)
  })

  it('e-mails receipts numbered per owner, keeping a payment’s number when sent again, with the method and balance', async () => {
    const { token, gig, deposit, customerEmail } = await paidGig()
    const offlinePaid = await callRoute<AppointmentResponse>(paymentRoute, {
      token,
      params: { appointmentId: gig.id },
      body: { amount: 15000, method: 'bankTransfer' },
    })
    const transfer = offlinePaid.body.payments.find((payment) => payment.method === 'bankTransfer')!
    // Money recorded outside the app gets its receipt by itself, numbered next.
    expect(transfer.receiptNumber).toBe(2)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: customerEmail, subject: 'Receipt #2 from Glow by Ava' } })
    expect(mail.text).toContain('Bank transfer')
    expect(mail.text).toContain('Remaining balance: $250.00')
    // The same receipt goes to one person at most once an hour (lib/mail/client-messages.ts): an hour passes.
    await prisma.clientMessage.updateMany({ where: { recipient: customerEmail.toLowerCase() }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } })
    expect((await receipt(token, gig.id, deposit.id)).body.receiptNumber).toBe(1)
    expect((await receipt(token, gig.id, transfer._id)).body.receiptNumber).toBe(2)
    // Another owner's numbers start at 1.
    const other = await paidGig()
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: other.deposit.id } })).receiptNumber).toBe(1)
  })

  it('refuses bad input, a missing e-mail, no token and another owner, changing nothing', async () => {
    const { user, token, gig, deposit } = await paidGig()
    const before = await gigState(gig.id)
    expect((await refund(token, gig.id, deposit.id, 0)).status).toBe(422)
    expect((await refund(token, gig.id, deposit.id, 'ten')).status).toBe(422)
    expect((await refund(token, gig.id, deposit.id, -5)).status).toBe(422)
    expect((await refund(token, gig.id, 'nope', 100)).status).toBe(404)
    expect((await refund(undefined, gig.id, deposit.id, 100)).status).toBe(401)
    expect((await receipt(undefined, gig.id, deposit.id)).status).toBe(401)
    const other = await createOwner()
    const theirs = await refund(other.token, gig.id, deposit.id, 100)
    expect(theirs.status).toBe(404)
    expect(JSON.stringify(theirs.body)).not.toContain(user.email)
    expect((await receipt(other.token, gig.id, deposit.id)).status).toBe(404)
    // Their own gig named with this owner's payment: still not found.
    const theirGig = await createGigFor(other.user.id, { status: 'booked' })
    expect((await refund(other.token, theirGig.id, deposit.id, 100)).status).toBe(404)
    expect(await gigState(gig.id)).toBe(before)

    const noEmail = await createGigFor(user.id, { status: 'booked', customerEmail: null, totalCents: 10000 })
    const cash = await callRoute<AppointmentResponse>(paymentRoute, { token, params: { appointmentId: noEmail.id }, body: { amount: 5000, method: 'cash' } })
    const refused = await receipt(token, noEmail.id, cash.body.payments[0]._id)
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe('Add the client’s e-mail to the gig to send them a receipt')
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: cash.body.payments[0]._id } })).receiptNumber).toBeNull()
  })
})
