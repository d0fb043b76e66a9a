'use client'
// Instant booking on the public "Book me" page: the client picks a service, a free day on the month
// calendar (full days are visibly unavailable) and a free start time, in the artist's time zone (named
// when hers differs), fills in her details, accepts the cancellation policy and pays the deposit. Card
// deposits go on to Stripe (test mode books at once); without card payments she is sent to her booking's
// page with the artist's ways to pay.
import { zodResolver } from '@hookform/resolvers/zod'
import { format, parseISO } from 'date-fns'
import { CheckCircle2 } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PhoneField } from '@/components/ui/phone-field'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api, ApiError } from '@/lib/api/client'
import { slotLabel } from '@/lib/appointments/slots'
import type { InstantBookingOffer } from '@/lib/availability/public-booking'
import {
  instantBookingDetails,
  type InstantBookingAnswer,
  type InstantBookingDetails,
  type InstantBookingDetailsInput,
  type SlotsResponse,
} from '@/lib/availability/schema'
import { formatMoney } from '@/lib/format/money'
import { durationLabel, priceLabel } from '@/lib/services/menu'
import { cn } from '@/lib/ui/cn'
import { refusedFields } from '@/lib/ui/refused-fields'
import type { BookAgainDetails } from '@/lib/review-requests/book-again'

const section = 'space-y-4 rounded-card bg-white p-5 shadow-card'
const monthOf = (date: Date) => format(date, 'yyyy-MM')

/** "Australian Eastern Daylight Time", the zone's name as people read it. */
const zoneName = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'long' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone

const noSubscription = () => () => undefined
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

export function InstantBooking({
  owner,
  offer,
  prefill = null,
}: {
  owner: { id: string; businessName: string; today: string }
  offer: InstantBookingOffer
  /** Her details, from the thank-you's book-again link. */
  prefill?: BookAgainDetails | null
}) {
  const [serviceId, setServiceId] = useState(offer.services.length === 1 ? offer.services[0].id : '')
  const service = offer.services.find((entry) => entry.id === serviceId)
  const [zone, setZone] = useState('')
  const [month, setMonth] = useState(parseISO(owner.today))
  const [slots, setSlots] = useState<SlotsResponse | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [day, setDay] = useState<string | null>(null)
  const [start, setStart] = useState<string | null>(null)
  const [booked, setBooked] = useState<InstantBookingAnswer | null>(null)
  const [reload, setReload] = useState(0)
  // The client's own zone, known only in her browser (none while rendered on the server).
  const clientZone = useSyncExternalStore(noSubscription, browserZone, () => null)
  const needsZone = Boolean(service?.onLocation && offer.zones.length)
  const ready = service && (!needsZone || zone)

  useEffect(() => {
    if (!ready) return
    let current = true
    const query = new URLSearchParams({ userId: owner.id, serviceId, month: monthOf(month), ...(zone ? { zone } : {}) })
    api<SlotsResponse>(`/v1/availability/slots?${query}`)
      .then((answer) => current && (setSlots(answer), setLoadError(null)))
      .catch((error: unknown) => current && setLoadError(error instanceof ApiError ? error.message : 'The free times could not be loaded. Please try again.'))
    return () => {
      current = false
    }
  }, [ready, owner.id, serviceId, zone, month, reload])

  const { run, idempotencyKey } = useMutation()
  const { control, register, handleSubmit, formState, setError } = useForm<InstantBookingDetailsInput, unknown, InstantBookingDetails>({
    resolver: zodResolver(instantBookingDetails),
    mode: 'onTouched',
    defaultValues: {
      userId: owner.id,
      customerName: prefill?.customerName ?? '',
      customerMobile: prefill?.customerMobile ?? '',
      customerEmail: prefill?.customerEmail ?? '',
      location: { city: '', formatted: '' },
    },
  })
  const errors = formState.errors

  const book = handleSubmit((input) =>
    run(
      async () => {
        const answer = await api<InstantBookingAnswer>('/v1/instant-booking', {
          method: 'POST',
          body: { ...input, serviceId, start, zone: zone || undefined },
          idempotencyKey,
        })
        if (answer.status === 'checkout') return window.location.assign(answer.url)
        if (answer.status === 'awaitingDeposit') return window.location.assign(answer.offerUrl)
        setBooked(answer)
        window.scrollTo({ top: 0 })
        return answer
      },
      {
        // Leaving for Stripe or her booking's page.
        keepBusy: (answer) => answer === undefined,
        fieldErrors: refusedFields(setError),
        onError: (error) => {
          // Someone else took the time while she filled in her details: show the day again.
          if (error instanceof ApiError && error.status === 409) {
            setStart(null)
            setReload((count) => count + 1)
          }
          return error instanceof ApiError ? error.message : 'Unexpected error, please try again'
        },
      },
    ),
  )

  const chosen = slots?.days.find((entry) => entry.date === day)
  const chosenSlot = chosen?.slots.find((slot) => slot.start === start)
  const fullDays = (slots?.days ?? []).filter((entry) => entry.slots.length === 0).map((entry) => parseISO(entry.date))
  const otherZone = slots && clientZone && clientZone !== slots.timeZone
  const deposit = service ? Math.round((service.priceCents * offer.depositPercent) / 100) : 0

  if (booked && service && chosen && chosenSlot) {
    return (
      <section className="rounded-card bg-white p-6 text-center shadow-card" aria-live="polite">
        <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
        <h1 className="mt-4 font-display text-2xl font-semibold">You’re booked!</h1>
        <p className="mt-2 text-[15px] leading-6 text-muted">
          {service.name} with {owner.businessName} on {format(parseISO(chosen.date), 'EEEE d MMMM')} at {slotLabel(chosenSlot.time).toLowerCase()}. Your
          confirmation, with a calendar file, is on its way by email.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <a href={booked.offerUrl}>See my booking</a>
        </Button>
      </section>
    )
  }

  return (
    <div className="space-y-4">
      <section className={section} aria-labelledby="service-heading">
        <h2 id="service-heading" className="font-display text-lg font-semibold">
          What would you like?
        </h2>
        <div className="space-y-2" role="radiogroup" aria-label="Service">
          {offer.services.map((entry) => (
            <button
              key={entry.id}
              type="button"
              role="radio"
              aria-checked={entry.id === serviceId}
              onClick={() => (setServiceId(entry.id), setDay(null), setStart(null), setSlots(null))}
              className={cn(
                'flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl border px-4 py-3 text-left',
                entry.id === serviceId ? 'border-brand-600 bg-brand-50' : 'border-line bg-white',
              )}
            >
              <span>
                <span className="block font-semibold">{entry.name}</span>
                <span className="text-sm text-muted">{durationLabel(entry.durationMinutes)}</span>
              </span>
              <span className="font-semibold">{priceLabel(entry)}</span>
            </button>
          ))}
        </div>
        {needsZone ? (
          <Field id="zone" label="Where are you?" hint="The artist comes to you.">
            <select
              id="zone"
              className="h-12 w-full rounded-2xl border border-line bg-white px-3"
              value={zone}
              onChange={(event) => (setZone(event.target.value), setDay(null), setStart(null), setSlots(null))}
            >
              <option value="">Choose your area</option>
              {offer.zones.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </section>

      {ready ? (
        <section className={section} aria-labelledby="when-heading">
          <h2 id="when-heading" className="font-display text-lg font-semibold">
            Pick a day
          </h2>
          {loadError ? (
            <p className="text-sm text-danger" role="alert">
              {loadError}
            </p>
          ) : null}
          {/* Seven 44 px days, packed, need 308 px: on a 360 px phone the calendar takes some of the card's padding. */}
          <div className="-mx-3">
            <Calendar
              mode="single"
              month={month}
              onMonthChange={(next) => (setMonth(next), setDay(null), setStart(null))}
              startMonth={parseISO(owner.today)}
              endMonth={slots ? parseISO(`${slots.lastMonth}-01`) : undefined}
              selected={day ? parseISO(day) : undefined}
              onSelect={(date) => (setDay(date ? format(date, 'yyyy-MM-dd') : null), setStart(null))}
              disabled={[{ before: parseISO(owner.today) }, ...fullDays, ...(slots && monthOf(month) === slots.month ? [] : [() => true])]}
              classNames={{ day: 'p-0 text-center align-top', disabled: 'opacity-30 line-through' }}
            />
          </div>
          {day && chosen ? (
            <div className="space-y-2">
              <h3 className="font-semibold">{format(parseISO(day), 'EEEE d MMMM')}</h3>
              {otherZone ? (
                <p className="text-sm text-muted" data-testid="zone-note">
                  Times are in {zoneName(slots.timeZone, parseISO(day))} ({slots.timeZone.split('/').pop()?.replaceAll('_', ' ')}), the artist’s time zone.
                </p>
              ) : null}
              <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label="Start time">
                {chosen.slots.map((slot) => (
                  <button
                    key={slot.start}
                    type="button"
                    role="radio"
                    aria-checked={slot.start === start}
                    onClick={() => setStart(slot.start)}
                    className={cn(
                      'h-12 rounded-full border text-[15px] font-semibold',
                      slot.start === start ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink',
                    )}
                  >
                    {slotLabel(slot.time)}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
        </section>
      ) : null}

      {service && start ? (
        <form onSubmit={book} className="space-y-4" noValidate aria-label="Your details">
          <section className={section} aria-label="About you">
            <TextField id="customerName" label="Your name" error={errors.customerName?.message} autoComplete="name" {...register('customerName')} />
            <PhoneField control={control} name="customerMobile" />
            <TextField
              id="customerEmail"
              label="Email"
              hint="Your confirmation comes to this address."
              error={errors.customerEmail?.message}
              type="email"
              autoComplete="email"
              {...register('customerEmail')}
            />
            <Field id="city" label="Suburb or city" error={errors.location?.city?.message ?? errors.location?.message}>
              <Input id="city" autoComplete="address-level2" {...register('location.city')} aria-invalid={Boolean(errors.location?.city)} />
            </Field>
            <Field id="formatted" label="Address (optional)" error={errors.location?.formatted?.message}>
              <Input id="formatted" autoComplete="street-address" placeholder="Street, venue or hotel" {...register('location.formatted')} />
            </Field>
          </section>
          <section className={section} aria-labelledby="policy-heading">
            <h2 id="policy-heading" className="font-display text-lg font-semibold">
              Cancellation policy
            </h2>
            <p className="text-[15px] whitespace-pre-line text-muted">{offer.cancellationPolicy || 'The deposit holds your time and is not refundable.'}</p>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-stone-50 px-4 py-3 font-semibold">
              <input type="checkbox" className="size-5 accent-brand-600" {...register('acceptPolicy')} />I accept the cancellation policy
            </label>
            {errors.acceptPolicy?.message ? (
              <p className="text-sm text-danger" role="alert">
                {errors.acceptPolicy.message}
              </p>
            ) : null}
          </section>
          <Button type="submit" size="lg" block loading={formState.isSubmitting}>
            {deposit > 0 ? `Pay ${formatMoney(deposit)} deposit and book` : 'Book'}
          </Button>
        </form>
      ) : null}
    </div>
  )
}
