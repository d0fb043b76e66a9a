'use client'
// One gig: who, when, where, its status and request number, the money (deposit, remaining, total, due
// date, Paid/Overdue), the owes-you banner with 'Mark paid', the four accordions and the Edit menu.
// This screen holds the gig the server last answered; each part shows a piece of it and hands changes back.
import { CircleDollarSign, Pencil } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import { mutate } from 'swr'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { ClientAlert, hasAlert } from '@/components/clients/client-alert'
import { alertLine } from '@/lib/clients/alert'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import type { CancellationTier } from '@/lib/appointments/cancellation-tiers'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import type { GigClient } from '@/lib/clients/client-of-gig'
import { APPOINTMENTS_KEY } from '@/lib/swr/use-appointments'
import { BalanceShares } from './balance-shares'
import { CancellationSummary } from './cancellation-summary'
import { DayTimeline } from './day-timeline'
import { DepositAwaited } from './deposit-awaited'
import { GigChanges } from './gig-changes'
import { GigInformation } from './gig-information'
import { GigBooks } from '@/components/books/gig-books'
import { GigPayments } from './gig-payments'
import { GigSummary } from './gig-summary'
import { OfferPanel } from './offer-panel'
import { PaymentDue } from './payment-due'
import { OverpaymentNotice } from './overpayment-notice'

// Recording a payment loads when first opened (its form brings zod and react-hook-form).
const PaymentSheet = lazyPopup(
  () => import('./payment-sheet').then((module) => module.PaymentSheet),
  (props) => props.payment !== null,
)
const RecordPaymentSheet = lazyPopup(() => import('./record-payment-sheet').then((module) => module.RecordPaymentSheet))

type Panel = 'menu' | 'payment' | null

export function AppointmentDetail({
  initial,
  today,
  timeZone,
  defaultPolicy,
  defaultTiers,
  cardPayments,
  offlinePayments,
  wedding,
  quoted = false,
  client = null,
  offerOpen = false,
  waitlist = null,
}: {
  initial: AppointmentResponse
  today: string
  /** The owner's: payments and offers are dated in it, on the server and in the browser alike. */
  timeZone: string
  defaultPolicy: string | null
  defaultTiers: CancellationTier[] | null
  cardPayments: boolean
  /** The owner set a way to pay outside the app. */
  offlinePayments: boolean
  /** The wedding quote's panel (lib/weddings), or the link from a trial run to its wedding. */
  wedding?: ReactNode
  /** The gig has a wedding quote: the quote builder changes and sends it, not the one-line offer. */
  quoted?: boolean
  /** Her client record: her page, and her allergies and sensitivities in red. */
  client?: GigClient | null
  /** Opened from the waitlist's 'Send an offer': the offer sheet is open at once. */
  offerOpen?: boolean
  /** A cancelled gig's date: the clients on its waitlist (components/waitlist). */
  waitlist?: ReactNode
}) {
  const [appointment, setAppointment] = useState(initial)
  const [panel, setPanel] = useState<Panel>(null)
  const [paymentId, setPaymentId] = useState<string | null>(null)
  // A booked gig with money remaining: the customer owes it, and a payment can be recorded; so can the
  // deposit of a gig held for it.
  const held = appointment.status === 'awaitingDeposit'
  const canRecord = (appointment.status === 'booked' && appointment.remaining > 0) || held

  const router = useRouter()
  const changed = (next: AppointmentResponse) => {
    // Cancelling frees the date: the page reads its waitlist again.
    if (next.status === 'cancelled' && appointment.status !== 'cancelled') router.refresh()
    setAppointment(next)
    void mutate(APPOINTMENTS_KEY)
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
      <GigSummary appointment={appointment} />
      {client ? (
        <div className="mt-4 space-y-2">
          <ClientAlert alert={client} name={appointment.customerName} />
          <Link
            href={`/dashboard/clients/${client.id}`}
            className="inline-flex min-h-11 items-center text-[15px] font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Her client page
          </Link>
        </div>
      ) : null}

      <CancellationSummary appointment={appointment} timeZone={timeZone} />
      {waitlist}

      {held ? <DepositAwaited appointment={appointment} onRecord={() => setPanel('payment')} /> : null}
      {canRecord && !held ? <PaymentDue appointment={appointment} onChange={changed} onRecord={() => setPanel('payment')} /> : null}
      <OverpaymentNotice appointment={appointment} timeZone={timeZone} onChange={changed} />

      {wedding}
      <OfferPanel
        appointment={appointment}
        timeZone={timeZone}
        defaultPolicy={defaultPolicy}
        defaultTiers={defaultTiers}
        cardPayments={cardPayments}
        offlinePayments={offlinePayments}
        today={today}
        onChange={changed}
        quoted={quoted}
        offerOpen={offerOpen}
      />

      <DayTimeline
        timeline={appointment.timeline}
        readyBy={appointment.readyBy}
        alert={hasAlert(client) ? { name: appointment.customerName, text: alertLine(client) } : null}
        partyAlerts={client?.party.map((member) => ({ person: member.person, name: member.name, text: alertLine(member) }))}
        className="mt-4"
      />

      <GigPayments appointment={appointment} timeZone={timeZone} onOpenPayment={setPaymentId} />
      <GigBooks appointmentId={appointment._id} customerEmail={appointment.customerEmail} />
      <BalanceShares appointment={appointment} timeZone={timeZone} />

      <GigInformation appointment={appointment} timeZone={timeZone} />

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
    </DashboardPage>
  )
}
