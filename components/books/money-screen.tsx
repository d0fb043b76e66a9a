'use client'
// The Money screen: the period's income (refunds subtracted, card fees shown) by month, service and way
// of paying, what booked gigs still owe, the BAS boxes while she is registered for GST, her expenses and
// mileage, and the profit they leave; the period as a CSV or as Xero's invoice import.
import { ChevronLeft, ChevronRight, Download, Plus } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import { Segmented } from '@/components/gigs/segmented'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { formatDay } from '@/lib/appointments/describe'
import { EXPENSE_CATEGORY_LABELS, type ExpenseResponse, type MoneyReport } from '@/lib/books/schema'
import type { PeriodKind } from '@/lib/books/periods'
import { formatMoney } from '@/lib/format/money'
import { smallPhotoSrc } from '@/lib/images/photo'
import { cn } from '@/lib/ui/cn'
import { ExpenseSheet } from './expense-sheet'

const KINDS: { value: PeriodKind; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Financial year' },
]

const card = 'mt-4 rounded-card bg-white p-5 shadow-card'
const heading = 'font-display text-lg font-semibold'

const periodHref = (kind: PeriodKind, day: string) => `/dashboard/money?period=${kind}&day=${day}`

function Row({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className={cn(strong ? 'font-semibold' : 'text-muted')}>{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-semibold')} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function Breakdown({ title, rows }: { title: string; rows: { name: string; cents: number }[] }) {
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length ? (
        <dl className="divide-y divide-line text-[15px]">
          {rows.map((row) => (
            <Row key={row.name} label={row.name} value={formatMoney(row.cents)} />
          ))}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-muted">Nothing yet.</p>
      )}
    </div>
  )
}

export function MoneyScreen({ report }: { report: MoneyReport }) {
  const router = useRouter()
  const [adding, setAdding] = useState(false)
  // The expense stays set while its sheet closes, so the sheet does not turn into "Add expense" on its way out.
  const [editing, setEditing] = useState<ExpenseResponse | undefined>()
  const [editOpen, setEditOpen] = useState(false)
  const { period, income, bas, expenses, mileage, profit, taxName } = report
  const exportHref = (format: 'csv' | 'xero') => `/v1/books/export?period=${period.kind}&day=${period.start}&format=${format}`
  return (
    <div>
      <Segmented label="Period" options={KINDS} value={period.kind} onChange={(kind) => router.push(periodHref(kind, period.start))} />
      <div className="mt-3 flex items-center justify-between gap-2">
        <Link
          href={periodHref(period.kind, period.previous)}
          aria-label="Earlier period"
          className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100"
        >
          <ChevronLeft className="size-6" aria-hidden="true" />
        </Link>
        <h2 className="font-display text-xl font-semibold" data-testid="period-label">
          {period.label}
        </h2>
        <Link
          href={periodHref(period.kind, period.next)}
          aria-label="Later period"
          className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100"
        >
          <ChevronRight className="size-6" aria-hidden="true" />
        </Link>
      </div>

      <section className={card} aria-labelledby="income-heading">
        <h2 id="income-heading" className={heading}>
          Income
        </h2>
        <dl className="mt-2 divide-y divide-line text-[15px]">
          <Row label="Received" value={formatMoney(income.receivedCents)} />
          <Row label="Refunded" value={income.refundedCents ? `−${formatMoney(income.refundedCents)}` : formatMoney(0)} />
          <Row label="Income" value={formatMoney(income.netCents)} strong testId="income-net" />
          {income.cardFeesCents ? <Row label="Card fees (Stripe)" value={`−${formatMoney(income.cardFeesCents)}`} testId="card-fees" /> : null}
        </dl>
        {report.byMonth.length > 1 ? <Breakdown title="By month" rows={report.byMonth.map((month) => ({ name: month.label, cents: month.cents }))} /> : null}
        <Breakdown title="By service" rows={report.byService} />
        <Breakdown title="By way of paying" rows={report.byMethod} />
        <p className="mt-3 rounded-2xl bg-stone-50 px-4 py-3 text-sm">
          <span className="font-semibold">Still owed: {formatMoney(report.owed.cents)}</span>
          <span className="text-muted"> on {report.owed.gigs === 1 ? '1 booked gig' : `${report.owed.gigs} booked gigs`}</span>
        </p>
        <p className="mt-2 text-sm text-muted">Card fees are in your Stripe Dashboard.</p>
      </section>

      {bas ? (
        <section className={card} aria-labelledby="bas-heading">
          <h2 id="bas-heading" className={heading}>
            BAS figures
          </h2>
          <dl className="mt-2 divide-y divide-line text-[15px]">
            <Row label="G1 Total sales (GST included)" value={formatMoney(bas.g1Cents)} testId="bas-g1" />
            <Row label="1A GST on sales" value={formatMoney(bas.gstOnSalesCents)} testId="bas-1a" />
            <Row label="1B GST on purchases" value={formatMoney(bas.gstOnPurchasesCents)} testId="bas-1b" />
          </dl>
          {bas.gstOnCardFeesCents ? (
            <dl className="ml-4 text-sm text-muted" aria-label="1B is made of">
              <Row label="On expenses" value={formatMoney(bas.gstOnExpensesCents)} />
              <Row label="On card fees" value={formatMoney(bas.gstOnCardFeesCents)} testId="bas-1b-card-fees" />
            </dl>
          ) : null}
        </section>
      ) : null}

      <section className={card} aria-labelledby="expenses-heading">
        <div className="flex items-center justify-between gap-2">
          <h2 id="expenses-heading" className={heading}>
            Expenses
          </h2>
          <Button size="md" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add expense
          </Button>
        </div>
        {expenses.items.length ? (
          <ul className="mt-2 divide-y divide-line text-[15px]">
            {expenses.items.map((expense) => (
              <li key={expense._id}>
                <button
                  type="button"
                  onClick={() => {
                    setEditing(expense)
                    setEditOpen(true)
                  }}
                  aria-label={`Edit ${EXPENSE_CATEGORY_LABELS[expense.category]} expense of ${formatMoney(expense.amountCents)}, ${formatDay(expense.spentOn, 'd MMM')}`}
                  className="flex min-h-14 w-full items-center gap-3 py-2 text-left"
                >
                  {expense.photo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a stored upload, at its small size
                    <img
                      src={smallPhotoSrc(expense.photo)}
                      alt={`Receipt for ${EXPENSE_CATEGORY_LABELS[expense.category]}`}
                      className="size-11 rounded-xl object-cover"
                    />
                  ) : (
                    <span className="size-11 rounded-xl bg-stone-100" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{EXPENSE_CATEGORY_LABELS[expense.category]}</span>
                    <span className="block truncate text-sm text-muted">
                      {formatDay(expense.spentOn, 'd MMM')}
                      {expense.note ? ` · ${expense.note}` : ''}
                      {expense.gstCents ? ` · GST ${formatMoney(expense.gstCents)}` : ''}
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{formatMoney(expense.amountCents)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">No expenses in this period.</p>
        )}
        <dl className="mt-2 divide-y divide-line border-t border-line text-[15px]">
          <Row label="Expenses" value={formatMoney(expenses.totalCents)} strong testId="expenses-total" />
        </dl>
      </section>

      <section className={card} aria-labelledby="mileage-heading">
        <h2 id="mileage-heading" className={heading}>
          Mileage
        </h2>
        {mileage.items.length ? (
          <dl className="mt-2 divide-y divide-line text-[15px]">
            {mileage.items.map((item) => (
              <Row
                key={item.appointmentId}
                label={`${formatDay(item.drivenOn, 'd MMM')} · ${item.customerName} · ${item.km} km at ${item.rateCents} c`}
                value={formatMoney(item.cents)}
              />
            ))}
            <Row label={`${mileage.km} km`} value={formatMoney(mileage.cents)} strong />
          </dl>
        ) : (
          <p className="mt-2 text-sm text-muted">Log the kilometres on a gig’s screen.</p>
        )}
      </section>

      <section className={card} aria-labelledby="profit-heading">
        <h2 id="profit-heading" className={heading}>
          Profit
        </h2>
        <dl className="mt-2 divide-y divide-line text-[15px]">
          <Row label={taxName ? `Income less ${taxName}` : 'Income'} value={formatMoney(profit.incomeCents)} />
          <Row label={taxName ? `Expenses less ${taxName} credits` : 'Expenses'} value={`−${formatMoney(profit.expensesCents)}`} />
          <Row label="Mileage" value={`−${formatMoney(profit.mileageCents)}`} />
          {profit.cardFeesCents ? (
            <Row label={taxName ? `Card fees less ${taxName} credits` : 'Card fees'} value={`−${formatMoney(profit.cardFeesCents)}`} />
          ) : null}
          <Row label="Profit" value={formatMoney(profit.profitCents)} strong testId="profit" />
        </dl>
      </section>

      <section className={card} aria-labelledby="export-heading">
        <h2 id="export-heading" className={heading}>
          Export
        </h2>
        <p className="mt-1 text-sm text-muted">
          The period’s payments and refunds, with card fees in the CSV. In Xero, import as sales invoices with tax-inclusive amounts.
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a href={exportHref('csv')} download className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Download aria-hidden="true" /> CSV
          </a>
          <a href={exportHref('xero')} download className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Download aria-hidden="true" /> Xero
          </a>
        </div>
      </section>

      <ExpenseSheet open={adding} onOpenChange={setAdding} />
      <ExpenseSheet open={editOpen} onOpenChange={setEditOpen} expense={editing} />
    </div>
  )
}
