// The Money screen: what came in over a month, a BAS quarter or a financial year (her calendar, refunds
// subtracted), by month, service and way of paying; what booked gigs still owe; the BAS boxes while she
// is registered for GST (G1 total sales, 1A GST on sales, 1B GST on purchases: her expenses' and her
// card fees'); her expenses and mileage; and the profit they leave.
import { dayIn, todayIn, toDbDate } from '@/lib/appointments/dates'
import { formatDay } from '@/lib/appointments/describe'
import { PAYMENT_METHOD_LABELS } from '@/lib/appointments/payment-methods'
import { remainingCents } from '@/lib/appointments/to-appointment-response'
import { prisma } from '@/lib/db'
import type { PaymentMethod } from '@/lib/generated/prisma/enums'
import { monthsOf, periodOf, stepPeriod, type Period } from './periods'
import { moneyReport, type MoneyQuery, type MoneyReport } from './schema'
import { cardFeeTaxCredit, includedTax, taxRegimeOf, type TaxSettings } from './tax-rules'
import { taxColumns } from './tax-details'
import { toExpenseResponse } from './expenses'
import { toMileageResponse } from './mileage'

/** What a gig was for, by its first service ("Bridal makeup"). */
export function serviceOf(services: unknown): string {
  const first = Array.isArray(services) ? (services[0] as { subTitle?: unknown } | undefined) : undefined
  return typeof first?.subTitle === 'string' && first.subTitle.trim() ? first.subTitle.trim() : 'Other'
}

const GIG_SELECT = { id: true, customerName: true, customerEmail: true, services: true, date: true, paymentDueDate: true } as const

/** One money movement of the period: a payment (positive) or a refund (negative), with its GST. */
export type Movement = {
  kind: 'payment' | 'refund'
  day: string
  amountCents: number
  taxCents: number
  taxed: boolean
  method: PaymentMethod
  /** The receipt's number (a payment) or the adjustment note's (a refund); null: none issued. */
  number: number | null
  id: string
  buyer: { name: string; email: string | null }
  gig: { id: string; customerName: string; customerEmail: string | null; services: unknown; date: Date; paymentDueDate: Date | null }
  note: string | null
  /** A card payment's fees as Stripe reported them (0 for others, refunds and fees not known yet), and the GST credit in them. */
  cardFeeCents: number
  cardFeeTaxCents: number
}

/** The period's payments and refunds, in order, each taxed as her sales were on its day. */
export async function movementsOf(owner: TaxSettings & { id: string; timeZone: string }, period: Period): Promise<Movement[]> {
  const during = { gte: period.startsAt, lt: period.endsAt }
  const [payments, refunds] = await Promise.all([
    prisma.payment.findMany({
      where: { userId: owner.id, paidAt: during },
      select: {
        id: true,
        amountCents: true,
        method: true,
        paidAt: true,
        receiptNumber: true,
        note: true,
        cardFeeCents: true,
        share: { select: { name: true, email: true } },
        appointment: { select: GIG_SELECT },
      },
      orderBy: { paidAt: 'asc' },
    }),
    prisma.refund.findMany({
      where: { payment: { userId: owner.id }, createdAt: during },
      select: {
        id: true,
        amountCents: true,
        createdAt: true,
        adjustmentNumber: true,
        payment: { select: { method: true, share: { select: { name: true, email: true } }, appointment: { select: GIG_SELECT } } },
      },
      orderBy: { createdAt: 'asc' },
    }),
  ])
  const movement = (kind: Movement['kind'], at: Date, amountCents: number, cardFeeCents = 0) => {
    const day = dayIn(owner.timeZone, at)
    const regime = taxRegimeOf(owner, day)
    return {
      kind,
      day,
      amountCents,
      taxCents: includedTax(regime, amountCents),
      taxed: regime !== null,
      cardFeeCents,
      cardFeeTaxCents: cardFeeTaxCredit(regime, cardFeeCents),
    }
  }
  const buyerOf = (share: { name: string; email: string | null } | null, gig: Movement['gig']) => share ?? { name: gig.customerName, email: gig.customerEmail }
  return [
    ...payments.map((payment) => ({
      ...movement('payment', payment.paidAt, payment.amountCents, payment.cardFeeCents ?? 0),
      method: payment.method,
      number: payment.receiptNumber,
      id: payment.id,
      buyer: buyerOf(payment.share, payment.appointment),
      gig: payment.appointment,
      note: payment.note,
    })),
    ...refunds.map((refund) => ({
      ...movement('refund', refund.createdAt, -refund.amountCents),
      method: refund.payment.method,
      number: refund.adjustmentNumber,
      id: refund.id,
      buyer: buyerOf(refund.payment.share, refund.payment.appointment),
      gig: refund.payment.appointment,
      note: null,
    })),
  ].sort((a, b) => a.day.localeCompare(b.day))
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/** Amounts by name, largest first. */
function byName(entries: { name: string; cents: number }[]) {
  const totals = new Map<string, number>()
  for (const { name, cents } of entries) totals.set(name, (totals.get(name) ?? 0) + cents)
  return [...totals].map(([name, cents]) => ({ name, cents })).sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name))
}

export async function loadOwnerForBooks(userId: string) {
  return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { ...taxColumns, id: true, timeZone: true, businessName: true, email: true } })
}

export const periodFor = (owner: { timeZone: string }, query: MoneyQuery, now = new Date()) =>
  periodOf(query.period, query.day ?? todayIn(owner.timeZone, now), owner.timeZone)

export async function getMoney({ user, query, now = new Date() }: { user: { id: string }; query: MoneyQuery; now?: Date }): Promise<MoneyReport> {
  const owner = await loadOwnerForBooks(user.id)
  const period = periodFor(owner, query, now)
  const days = { gte: toDbDate(period.start), lt: toDbDate(period.end) }
  const [movements, owing, expenses, mileage] = await Promise.all([
    movementsOf(owner, period),
    prisma.appointment.findMany({
      where: { userId: user.id, status: { in: ['booked', 'awaitingDeposit'] } },
      select: { status: true, paid: true, totalCents: true, paidToDateCents: true },
    }),
    prisma.expense.findMany({ where: { userId: user.id, spentOn: days }, orderBy: [{ spentOn: 'desc' }, { createdAt: 'desc' }] }),
    prisma.mileage.findMany({
      where: { userId: user.id, drivenOn: days },
      include: { appointment: { select: { customerName: true } } },
      orderBy: { drivenOn: 'desc' },
    }),
  ])
  const received = sum(movements.filter((entry) => entry.kind === 'payment').map((entry) => entry.amountCents))
  const net = sum(movements.map((entry) => entry.amountCents))
  const gstOnSales = sum(movements.map((entry) => entry.taxCents))
  const taxedSales = sum(movements.filter((entry) => entry.taxed).map((entry) => entry.amountCents))
  const owed = owing.map(remainingCents).filter((cents) => cents > 0)
  const expenseItems = expenses.map(toExpenseResponse)
  const mileageItems = mileage.map(toMileageResponse)
  const expensesTotal = sum(expenseItems.map((item) => item.amountCents))
  const gstOnExpenses = sum(expenseItems.map((item) => item.gstCents))
  const gstOnCardFees = sum(movements.map((entry) => entry.cardFeeTaxCents))
  const mileageCents = sum(mileageItems.map((item) => item.cents))
  const registered = owner.gstRegistered && owner.abn !== null
  const incomeCents = net - gstOnSales
  const expensesCents = expensesTotal - gstOnExpenses
  const cardFeesCents = sum(movements.map((entry) => entry.cardFeeCents))
  const cardFeesLessCredits = cardFeesCents - gstOnCardFees
  return moneyReport.parse({
    period: {
      kind: period.kind,
      start: period.start,
      end: period.end,
      label: period.label,
      previous: stepPeriod(period, -1, owner.timeZone).start,
      next: stepPeriod(period, 1, owner.timeZone).start,
    },
    taxName: registered ? 'GST' : null,
    income: { receivedCents: received, refundedCents: received - net, netCents: net, cardFeesCents },
    byMonth: monthsOf(period).map((month) => ({
      month,
      label: formatDay(month, 'MMMM yyyy'),
      cents: sum(movements.filter((entry) => entry.day.slice(0, 7) === month.slice(0, 7)).map((entry) => entry.amountCents)),
    })),
    byService: byName(movements.map((entry) => ({ name: serviceOf(entry.gig.services), cents: entry.amountCents }))),
    byMethod: byName(movements.map((entry) => ({ name: PAYMENT_METHOD_LABELS[entry.method], cents: entry.amountCents }))),
    owed: { cents: sum(owed), gigs: owed.length },
    bas: registered
      ? {
          g1Cents: taxedSales,
          gstOnSalesCents: gstOnSales,
          gstOnPurchasesCents: gstOnExpenses + gstOnCardFees,
          gstOnExpensesCents: gstOnExpenses,
          gstOnCardFeesCents: gstOnCardFees,
        }
      : null,
    expenses: { totalCents: expensesTotal, gstCents: gstOnExpenses, items: expenseItems },
    mileage: { km: sum(mileageItems.map((item) => item.km)), cents: mileageCents, items: mileageItems },
    profit: {
      incomeCents,
      expensesCents,
      mileageCents,
      cardFeesCents: cardFeesLessCredits,
      profitCents: incomeCents - expensesCents - mileageCents - cardFeesLessCredits,
    },
  })
}
