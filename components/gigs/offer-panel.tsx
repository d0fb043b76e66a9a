'use client'
// A booking request on the gig screen: send an offer; once sent, copy or share its link, 'Send a
// reminder' or 'or Withdraw offer'. Declining a request offers 'Date is taken — add her to the waitlist'.
import { Send } from 'lucide-react'
import { useState } from 'react'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { Button } from '@/components/ui/button'
import { CopyLink } from '@/components/ui/copy-link'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { CancellationTier } from '@/lib/appointments/cancellation-tiers'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatDay } from '@/lib/appointments/describe'
import { formatDayBefore, formatInZone } from '@/lib/format/in-zone'

// Its sheets load when first opened (their forms bring zod and react-hook-form).
const SendOfferSheet = lazyPopup(() => import('./send-offer-sheet').then((module) => module.SendOfferSheet))

export function OfferPanel({
  appointment,
  timeZone,
  defaultPolicy,
  defaultTiers,
  cardPayments,
  offlinePayments,
  today,
  onChange,
  quoted = false,
  offerOpen = false,
}: {
  appointment: AppointmentResponse
  timeZone: string
  defaultPolicy: string | null
  defaultTiers: CancellationTier[] | null
  cardPayments: boolean
  offlinePayments: boolean
  today: string
  onChange: (next: AppointmentResponse) => void
  /** A wedding quote is the offer: it is built and sent from the quote builder. */
  quoted?: boolean
  /** Opened from the waitlist: the offer sheet is open at once, prefilled from her request. */
  offerOpen?: boolean
}) {
  const [sheet, setSheet] = useState(offerOpen)
  const [confirmWithdraw, setConfirmWithdraw] = useState(false)
  const [declining, setDeclining] = useState(false)
  const { run, busyWith } = useMutation()
  const offer = appointment.offer

  const post = (kind: 'remind' | 'withdraw', success: string) =>
    run(async () => onChange(await api<AppointmentResponse>(`/v1/appointment/${appointment._id}/${kind}`, { method: 'POST' })), { key: kind, success })

  const waitlist = () =>
    run(
      async () => {
        onChange(await api<AppointmentResponse>('/v1/waitlist', { method: 'POST', body: { appointmentId: appointment._id } }))
        setDeclining(false)
      },
      { key: 'waitlist', success: `${appointment.customerName} is on the waitlist for ${formatDay(appointment.date, 'EEEE d MMMM')}` },
    )

  if (appointment.status === 'expired') {
    return offer?.withdrawnAt ? (
      <p className="mt-4 rounded-card bg-stone-100 p-4 text-sm text-muted">You withdrew this offer on {formatInZone(offer.withdrawnAt, timeZone, 'd MMMM')}.</p>
    ) : (
      <p className="mt-4 rounded-card bg-stone-100 p-4 text-sm text-muted">This {offer ? 'offer' : 'request'} expired without a booking.</p>
    )
  }
  if (appointment.status !== 'offered' || (quoted && !offer?.sentAt)) return null

  return (
    <section className="mt-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="offer-heading">
      {offer?.sentAt ? (
        <>
          <h2 id="offer-heading" className="font-display text-lg font-semibold">
            Offer sent {formatInZone(offer.sentAt, timeZone, 'd MMMM')}
          </h2>
          <p className="text-sm text-muted">
            {offer.expiresAt ? `Open until the end of ${formatDayBefore(offer.expiresAt, timeZone, 'EEEE d MMMM')}. ` : ''}
            {appointment.customerEmail ? `Emailed to ${appointment.customerEmail}.` : 'No email saved: send the link yourself.'}
          </p>
          <CopyLink
            className="mt-3"
            url={offer.url}
            copied="Offer link copied"
            fallback="Could not copy: press and hold the link to copy it"
            share={{ label: 'Share the offer link', title: 'Your offer', text: `Your offer for ${appointment.date}` }}
            testId="offer-link"
          />
          <Button
            size="lg"
            block
            className="mt-4"
            loading={busyWith === 'remind'}
            disabled={!appointment.customerEmail}
            onClick={() => post('remind', 'Reminder sent')}
          >
            <Send aria-hidden="true" /> Send a reminder
          </Button>
          <div className="mt-1 flex justify-center gap-4">
            {quoted ? null : (
              <Button variant="link" onClick={() => setSheet(true)}>
                Change the offer
              </Button>
            )}
            <Button variant="link" className="text-danger" loading={busyWith === 'withdraw'} onClick={() => setConfirmWithdraw(true)}>
              or Withdraw offer
            </Button>
          </div>
        </>
      ) : (
        <>
          <h2 id="offer-heading" className="font-display text-lg font-semibold">
            New booking request
          </h2>
          <p className="text-sm text-muted">Reply with your price, a deposit and when payment is due. {appointment.customerName} accepts online.</p>
          <Button size="lg" block className="mt-4" onClick={() => setSheet(true)}>
            Send an offer
          </Button>
          <div className="mt-1 flex justify-center">
            <Button variant="link" className="text-danger" loading={busyWith === 'withdraw'} onClick={() => setDeclining(true)}>
              Decline the request
            </Button>
          </div>
        </>
      )}
      <SendOfferSheet
        open={sheet}
        onOpenChange={setSheet}
        appointment={appointment}
        defaultPolicy={defaultPolicy}
        defaultTiers={defaultTiers}
        cardPayments={cardPayments}
        offlinePayments={offlinePayments}
        today={today}
        onSent={onChange}
      />
      <Sheet
        open={declining}
        onOpenChange={setDeclining}
        title="Decline this request?"
        description={`${appointment.customerName} gets an email. It will be marked expired.`}
      >
        <div className="space-y-3 pb-2">
          <Button size="lg" block variant="secondary" className="h-auto min-h-13 py-3 whitespace-normal" loading={busyWith === 'waitlist'} onClick={waitlist}>
            Date is taken — add her to the waitlist
          </Button>
          <p className="px-2 text-sm text-muted">If a gig on {formatDay(appointment.date, 'EEEE d MMMM')} is cancelled, she is on your list to offer it to.</p>
          <Button
            size="lg"
            block
            variant="outline"
            className="text-danger"
            loading={busyWith === 'withdraw'}
            onClick={() => {
              setDeclining(false)
              post('withdraw', 'Request declined')
            }}
          >
            Decline request
          </Button>
        </div>
      </Sheet>
      <ConfirmDialog
        open={confirmWithdraw}
        onOpenChange={setConfirmWithdraw}
        title="Withdraw this offer?"
        description={`${appointment.customerName} will no longer be able to accept it.`}
        confirmLabel="Withdraw offer"
        destructive
        onConfirm={() => post('withdraw', 'Offer withdrawn')}
      />
    </section>
  )
}
