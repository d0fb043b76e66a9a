// Splitting a booked gig's balance (test mode): only what is due after the deposit (a wedding's
// retainer) is split, paid or not; the bride's page then shows her own share with its link and the
// party's progress, and asks her to pay by card only what no share covers; each payment is named for
// what it is, and a bridesmaid's receipt tells her of her own share, never the booking's balance.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as createRoute } from '@/app/v1/appointment/[appointmentId]/shares/route'
import { POST as recordPaymentRoute } from '@/app/v1/appointment/[appointmentId]/payment/route'
import { POST as payBalanceRoute } from '@/app/v1/offer/[token]/pay/route'
import { POST as payShareRoute } from '@/app/v1/share/[token]/pay/route'
import { toDbDate } from '@/lib/appointments/dates'
import { getOffer } from '@/lib/appointments/get-offer'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import type { BalanceResponse } from '@/lib/balance/schema'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })

/** A booked wedding party's gig of $1,500 whose $500 deposit is not paid yet (the artist booked it herself). */
async function gigWithDepositDue() {
  const { user, token } = await createOwner({
    businessName: 'Glow Bridal',
    payoutsAccountId: `test_acct_${randomBytes(6).toString('hex')}`,
    payoutsStatus: 'payoutsOn',
  })
  const brideEmail = `mia-${randomBytes(3).toString('hex')}@example.com`
  const gig = await createGigFor(user.id, {
    status: 'booked',
    customerName: 'Mia Rossi',
    customerEmail: brideEmail,
    offerToken: randomBytes(24).toString('base64url'),
    totalCents: 150000,
    depositCents: 50000,
    paymentDueDate: toDbDate(dayFromToday(14)),
  })
  return { user, token, gig, brideEmail }
}

const split = (token: string, appointmentId: string, shares: unknown) =>
  callRoute<BalanceResponse & Err>(createRoute, { token, params: { appointmentId }, body: { shares } })

describe('splitting the balance', () => {
  it('splits only what is due after the deposit; the bride’s page shows her share’s link and the party’s progress; receipts name each payment', async () => {
    const { token, gig, brideEmail } = await gigWithDepositDue()
    // $1,500 less the $500 deposit, unpaid as it is: $1,000 to share, never the deposit.
    const tooMuch = await split(token, gig.id, [
      { name: 'Mia Rossi', amount: 60000 },
      { name: 'Chloe Adams', amount: 40001 },
    ])
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.error.message).toBe('The shares add up to $1,000.01, more than the $1,000.00 not shared yet')
    const chloeEmail = `chloe-${randomBytes(3).toString('hex')}@example.com`
    const shared = await split(token, gig.id, [
      { name: 'Mia Rossi', amount: 60000, email: brideEmail },
      { name: 'Chloe Adams', amount: 40000, email: chloeEmail },
    ])
    expect(shared.status).toBe(201)

    // Her page: her own share with its link, Chloe's without.
    const { view } = (await getOffer({ token: gig.offerToken! }))!
    expect(view.shared).toBe(100000)
    expect(view.shares).toEqual([
      { name: 'Mia Rossi', amount: 60000, paid: false, url: shared.body.shares[0].url },
      { name: 'Chloe Adams', amount: 40000, paid: false, url: null },
    ])

    // Chloe pays hers (test-mode card): her receipt is of her own share, not the wedding's balance.
    const paidShare = await callRoute<{ status: string }>(payShareRoute, {
      method: 'POST',
      params: { token: shared.body.shares[1].url.split('/pay/')[1] },
      headers: fromIp(),
    })
    expect(paidShare.body).toEqual({ status: 'paid', testMode: true })
    const chloeReceipt = await prisma.emailOutbox.findFirstOrThrow({ where: { to: chloeEmail, subject: { startsWith: 'Receipt #' } } })
    expect(chloeReceipt.text).toContain('For: Chloe Adams’s share')
    expect(chloeReceipt.text).toContain('Your share is paid in full.')
    expect(chloeReceipt.text).not.toContain('Remaining balance')
    expect(chloeReceipt.text).not.toContain('Deposit')
    const progress = (await getOffer({ token: gig.offerToken! }))!.view
    expect(progress.shares.map((share) => share.paid)).toEqual([false, true])
    expect(progress).toMatchObject({ shared: 60000, paidToDate: 40000, remaining: 110000 })

    // By card she pays what no share covers, the deposit: named so on her receipt, with what the gig still owes.
    const paidBalance = await callRoute<{ status: string }>(payBalanceRoute, { method: 'POST', params: { token: gig.offerToken! }, headers: fromIp() })
    expect(paidBalance.body).toEqual({ status: 'paid', testMode: true })
    const deposit = await prisma.payment.findFirstOrThrow({ where: { appointmentId: gig.id, note: 'Balance' } })
    expect(deposit.amountCents).toBe(50000)
    const brideReceipt = await prisma.emailOutbox.findFirstOrThrow({ where: { to: brideEmail, subject: { startsWith: 'Receipt #' } } })
    expect(brideReceipt.text).toContain('For: Deposit')
    expect(brideReceipt.text).toContain('Remaining balance: $600.00')
    // Nothing is left for her to pay by card but her share, through its link.
    const nothingLeft = await callRoute<Err>(payBalanceRoute, { method: 'POST', params: { token: gig.offerToken! }, headers: fromIp() })
    expect(nothingLeft.status).toBe(409)

    // An offline payment recorded after the deposit is the balance.
    const recorded = await callRoute<AppointmentResponse>(recordPaymentRoute, {
      token,
      params: { appointmentId: gig.id },
      body: { amount: 10000, method: 'cash' },
    })
    // Its receipt goes out by itself.
    expect(recorded.body.payments.find((payment) => payment.method === 'cash')!.receiptNumber).not.toBeNull()
    const cashReceipt = await prisma.emailOutbox.findFirstOrThrow({
      where: { to: brideEmail, subject: { startsWith: 'Receipt #' }, text: { contains: 'Cash' } },
    })
    expect(cashReceipt.text).toContain('For: Balance')
  })
})
