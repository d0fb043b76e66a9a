'use client'
// One gig: who, when, where, its status and request number, the money (deposit, remaining, total, due
// date, Paid/Overdue), the owes-you banner with 'Mark paid', the four accordions and the Edit menu.
import { ChevronDown, ChevronRight, CircleDollarSign, Mail, MessageSquare, Pencil, Phone, Wallet } from 'lucide-react'
import { Accordion } from 'radix-ui'
import Link from 'next/link'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { mutate } from 'swr'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { Button } from '@/components/ui/button'
import { PhotoViewer } from '@/components/ui/photo-viewer'
import { Sheet } from '@/components/ui/sheet'
import { api, errorMessage } from '@/lib/api/client'
import type { CancellationTier } from '@/lib/appointments/cancellation-tiers'
import { formatDay, formatTimeRange, peopleCount } from '@/lib/appointments/describe'
import { PAYMENT_METHOD_LABELS, type AppointmentResponse } from '@/lib/appointments/schema'
import { formatInZone } from '@/lib/format/in-zone'
import { durationLabel } from '@/lib/services/menu'
import { APPOINTMENTS_KEY } from '@/lib/swr/use-appointments'
import { cn } from '@/lib/ui/cn'
import { formatMoney, formatPrice } from '@/lib/format/money'
import { BalanceShares } from './balance-shares'
import { CancellationSummary } from './cancellation-summary'
import { DayTimeline } from './day-timeline'
import { RealStart } from './real-start'
import { PaymentBadge, StatusBadge } from './gig-badges'
import { GigChanges } from './gig-changes'
import { OfferPanel } from './offer-panel'
import { PaymentSheet } from './payment-sheet'
import { RecordPaymentSheet } from './record-payment-sheet'

type Panel = 'menu' | 'payment' | null

export function AppointmentDetail({
  initial,
  today,
  timeZone,
  defaultPolicy,
  defaultTiers,
  cardPayments,
  wedding,
  quoted = false,
}: {
  initial: AppointmentResponse
  today: string
  /** The owner's: payments and offers are dated in it, on the server and in the browser alike. */
  timeZone: string
  defaultPolicy: string | null
  defaultTiers: CancellationTier[] | null
  cardPayments: boolean
  /** The wedding quote's panel (lib/weddings), or the link from a trial run to its wedding. */
  wedding?: ReactNode
  /** The gig has a wedding quote: the quote builder changes and sends it, not the one-line offer. */
  quoted?: boolean
}) {
  const [appointment, setAppointment] = useState(initial)
  const [panel, setPanel] = useState<Panel>(null)
  const [busy, setBusy] = useState(false)
  const [viewing, setViewing] = useState<string | null>(null)
  const [paymentId, setPaymentId] = useState<string | null>(null)
  const owes = appointment.status === 'booked' && appointment.remaining > 0
  const canRecord = appointment.status === 'booked' && appointment.remaining > 0

  const changed = (next: AppointmentResponse) => {
    setAppointment(next)
    void mutate(APPOINTMENTS_KEY)
  }

  async function markPaid() {
    setBusy(true)
    try {
      changed(await api<AppointmentResponse>('/v1/appointment', { method: 'PATCH', body: { _id: appointment._id, paid: true } }))
      toast.success('Marked paid')
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const menuItem = 'flex w-full items-center gap-3 rounded-2xl px-3 py-3.5 text-left font-semibold hover:bg-stone-50'

  return (
    <DashboardPage
      title={appointment.customerName}
      backHref="/dashboard/gigs"
      actions={
        <Button variant="secondary" size="sm" onClick={() => setPanel('menu')}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      }
    >
      <section className="rounded-card bg-white p-5 shadow-card" aria-label="Gig">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge appointment={appointment} />
          <span className="text-sm font-semibold text-muted" data-testid="request-number">
            Request #{appointment.requestNumber}
          </span>
        </div>
        <p className="mt-3 font-display text-2xl leading-tight font-semibold">{formatDay(appointment.date, 'EEEE d MMMM')}</p>
        <p className="mt-1 text-[15px]">{formatTimeRange(appointment.time.from, appointment.time.to)}</p>
        <p className="text-[15px] text-muted">
          {appointment.location.city}
          {appointment.location.state ? ` ${appointment.location.state}` : ''} · {peopleCount(appointment.services)}
        </p>
      </section>

      <CancellationSummary appointment={appointment} timeZone={timeZone} />

      {owes ? (
        <section
          className={cn('mt-4 rounded-card p-4', appointment.overdue ? 'bg-red-50 text-red-950' : 'bg-amber-50 text-amber-950')}
          role="status"
          aria-label="Payment due"
        >
          <p className="flex items-start gap-2 font-semibold">
            <Wallet className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            The customer owes you a payment for this gig
          </p>
          {appointment.remaining > 0 ? (
            <p className="mt-1 pl-7 text-sm">
              {formatMoney(appointment.remaining)} {appointment.overdue ? 'was due' : 'due'}
              {appointment.paymentDueDate ? ` ${formatDay(appointment.paymentDueDate, 'd MMMM')}` : ''}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2 pl-7">
            <Button onClick={markPaid} loading={busy}>
              Mark paid
            </Button>
            {canRecord ? (
              <Button variant="outline" onClick={() => setPanel('payment')}>
                Record a payment
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}

      {wedding}
      <OfferPanel
        appointment={appointment}
        timeZone={timeZone}
        defaultPolicy={defaultPolicy}
        defaultTiers={defaultTiers}
        cardPayments={cardPayments}
        today={today}
        onChange={changed}
        quoted={quoted}
      />

      <DayTimeline timeline={appointment.timeline} readyBy={appointment.readyBy} className="mt-4" />

      <section className="mt-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="money-heading">
        <div className="flex items-center justify-between gap-2">
          <h2 id="money-heading" className="font-display text-lg font-semibold">
            Payment
          </h2>
          <PaymentBadge appointment={appointment} className="text-sm" />
        </div>
        <dl className="mt-3 divide-y divide-line text-[15px]">
          <MoneyRow label="Total" value={formatMoney(appointment.pricing.total)} />
          <MoneyRow label="Deposit" value={formatMoney(appointment.pricing.deposit)} />
          <MoneyRow label="Paid to date" value={formatMoney(appointment.paidToDate)} />
          <MoneyRow label="Remaining" value={formatMoney(appointment.remaining)} strong />
          <MoneyRow
            label="Payment due"
            value={
              appointment.paymentDueDate ? (
                <span className={cn(appointment.overdue && 'font-semibold text-danger')}>{formatDay(appointment.paymentDueDate, 'EEE d MMM yyyy')}</span>
              ) : (
                'No due date'
              )
            }
          />
        </dl>
        {appointment.payments.length ? (
          <div className="mt-3 rounded-2xl bg-stone-50 p-3">
            <h3 className="text-sm font-semibold">Payments received</h3>
            <ul className="mt-1 text-sm">
              {appointment.payments.map((payment) => (
                <li key={payment._id}>
                  <button
                    type="button"
                    onClick={() => setPaymentId(payment._id)}
                    className="-mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center justify-between gap-2 rounded-xl px-2 text-left hover:bg-stone-100"
                    aria-label={`${formatMoney(payment.amount)} ${PAYMENT_METHOD_LABELS[payment.method]} on ${formatInZone(payment.paidAt, timeZone, 'd MMM')}: receipt and refund`}
                  >
                    <span className="text-muted">
                      {formatInZone(payment.paidAt, timeZone, 'd MMM')} · {PAYMENT_METHOD_LABELS[payment.method]}
                      {payment.provider === 'test' ? ' (test mode)' : ''}
                      {payment.note ? ` · ${payment.note}` : ''}
                      {payment.refunded ? (
                        <span className="block font-semibold text-amber-800">
                          {payment.refunded === payment.amount ? 'Refunded in full' : `${formatMoney(payment.refunded)} refunded`}
                        </span>
                      ) : null}
                    </span>
                    <span className="flex items-center gap-1 font-semibold">
                      {formatMoney(payment.amount)}
                      <ChevronRight className="size-4 text-muted" aria-hidden="true" />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <BalanceShares appointment={appointment} timeZone={timeZone} />

      <Accordion.Root
        type="multiple"
        defaultValue={['information', 'services']}
        className="mt-4 divide-y divide-line overflow-hidden rounded-card bg-white shadow-card"
      >
        <Section value="information" title="Information">
          <dl className="space-y-3 text-[15px]">
            <Detail label="Location">
              {appointment.location.city}
              {appointment.location.state ? ` ${appointment.location.state}` : ''}
              {appointment.location.formatted ? <span className="block text-muted">{appointment.location.formatted}</span> : null}
            </Detail>
            <Detail label="Date">{formatDay(appointment.date)}</Detail>
            <Detail label="Time">
              {formatTimeRange(appointment.time.from, appointment.time.to)}
              <RealStart appointment={appointment} timeZone={timeZone} />
            </Detail>
          </dl>
        </Section>
        <Section value="services" title={`Services · ${peopleCount(appointment.services)}`}>
          <ul className="space-y-2">
            {appointment.services.map((service, index) => (
              <li key={index} className="flex items-start justify-between gap-3 rounded-2xl bg-stone-50 px-4 py-3">
                <span className="min-w-0">
                  <span className="block font-semibold">
                    {service.title}
                    {service.count && service.count > 1 ? ` × ${service.count}` : ''}
                  </span>
                  <span className="block text-sm text-muted">
                    {service.subTitle}
                    {service.durationMinutes ? ` · ${durationLabel(service.durationMinutes)}` : ''}
                  </span>
                </span>
                {typeof service.priceCents === 'number' ? (
                  <span className="shrink-0 text-sm font-semibold">{formatPrice(service.priceCents * (service.count ?? 1))}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section value="look" title="The Look">
          {appointment.description ? (
            <p className="text-[15px] whitespace-pre-line">{appointment.description}</p>
          ) : (
            <p className="text-muted">No description.</p>
          )}
          {appointment.images.length ? (
            <ul className="mt-3 grid grid-cols-3 gap-2">
              {appointment.images.map((src, index) => (
                <li key={src}>
                  <button type="button" onClick={() => setViewing(src)} aria-label={`See inspiration photo ${index + 1} larger`} className="block w-full">
                    {/* eslint-disable-next-line @next/next/no-img-element -- inspiration photos from storage */}
                    <img src={src} alt="" className="aspect-square w-full rounded-xl object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
        <Section value="contact" title="Contact">
          <p className="font-semibold">{appointment.customerName}</p>
          <div className="mt-3 grid gap-2">
            {appointment.customerMobile ? (
              <div className="flex gap-2">
                <Button asChild variant="outline" className="flex-1 justify-start">
                  <a href={`tel:${appointment.customerMobile}`}>
                    <Phone aria-hidden="true" /> {appointment.customerMobile}
                  </a>
                </Button>
                <Button asChild variant="outline" size="icon" aria-label={`Text ${appointment.customerName}`}>
                  <a href={`sms:${appointment.customerMobile}`}>
                    <MessageSquare aria-hidden="true" />
                  </a>
                </Button>
              </div>
            ) : null}
            {appointment.customerEmail ? (
              <Button asChild variant="outline" className="justify-start">
                <a href={`mailto:${appointment.customerEmail}`}>
                  <Mail aria-hidden="true" /> <span className="truncate">{appointment.customerEmail}</span>
                </a>
              </Button>
            ) : null}
            {!appointment.customerMobile && !appointment.customerEmail ? <p className="text-muted">No mobile or email saved.</p> : null}
          </div>
        </Section>
      </Accordion.Root>

      <GigChanges appointment={appointment} today={today} onChange={changed} />

      <Sheet open={panel === 'menu'} onOpenChange={(open) => setPanel(open ? 'menu' : null)} title={`Gig #${appointment.requestNumber}`}>
        <nav className="space-y-1 pb-2">
          <Link href={`/dashboard/gigs/${appointment._id}/edit`} className={menuItem}>
            <Pencil className="size-5 text-brand-700" aria-hidden="true" /> Edit event
          </Link>
          {canRecord ? (
            <button type="button" className={menuItem} onClick={() => setPanel('payment')}>
              <CircleDollarSign className="size-5 text-brand-700" aria-hidden="true" /> Record a payment
            </button>
          ) : null}
        </nav>
      </Sheet>
      {canRecord ? (
        <RecordPaymentSheet
          open={panel === 'payment'}
          onOpenChange={(open) => setPanel(open ? 'payment' : null)}
          appointment={appointment}
          today={today}
          onRecorded={changed}
        />
      ) : null}
      <PaymentSheet
        appointment={appointment}
        timeZone={timeZone}
        payment={appointment.payments.find((payment) => payment._id === paymentId) ?? null}
        onOpenChange={(open) => (open ? null : setPaymentId(null))}
        onChanged={changed}
      />
      <PhotoViewer src={viewing} alt={`Inspiration from ${appointment.customerName}`} onClose={() => setViewing(null)} />
    </DashboardPage>
  )
}

function MoneyRow({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className={cn(strong && 'font-display text-xl font-semibold')}>{value}</dd>
    </div>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Header>
        <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-3 px-5 text-left font-semibold">
          {title}
          <ChevronDown className="size-5 text-muted transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="px-5 pb-5">{children}</Accordion.Content>
    </Accordion.Item>
  )
}
