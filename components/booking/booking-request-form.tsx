'use client'
// "Book me": a customer asks an owner for a booking from their phone, no login. The owner answers with
// an offer by e-mail.
import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { PhotoPicker } from '@/components/upload/photo-picker'
import { ServicesFields } from '@/components/gigs/services-fields'
import { WhenFields } from '@/components/gigs/when-fields'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { TextField } from '@/components/ui/text-field'
import { Input, Textarea } from '@/components/ui/input'
import { PhoneField } from '@/components/ui/phone-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { BookingOwner } from '@/lib/appointments/get-booking-owner'
import type { BookAgainDetails } from '@/lib/review-requests/book-again'
import { MAX_BOOKING_PHOTOS } from '@/lib/appointments/schema'
import { bookingRequestBody, type BookingRequestAnswer, type BookingRequestBody, type BookingRequestInput } from '@/lib/appointments/offer-schema'
import { refusedFields } from '@/lib/ui/refused-fields'

const section = 'space-y-4 rounded-card bg-white p-5 shadow-card'

export function BookingRequestForm({
  owner,
  prefill = null,
}: {
  owner: BookingOwner
  /** Her details, from the thank-you's book-again link. */ prefill?: BookAgainDetails | null
}) {
  const [sent, setSent] = useState<BookingRequestAnswer | null>(null)
  const [uploading, setUploading] = useState(false)
  const { run, idempotencyKey } = useMutation()
  const { control, register, handleSubmit, formState, setError } = useForm<BookingRequestInput, unknown, BookingRequestBody>({
    resolver: zodResolver(bookingRequestBody),
    mode: 'onTouched',
    defaultValues: {
      userId: owner.id,
      customerName: prefill?.customerName ?? '',
      customerMobile: prefill?.customerMobile ?? '',
      customerEmail: prefill?.customerEmail ?? '',
      location: { city: '', formatted: '' },
      date: '',
      time: { from: '', to: '' },
      services: [{ title: '', subTitle: '' }],
      description: '',
      images: [],
    },
  })
  const errors = formState.errors

  const send = handleSubmit((input) =>
    run(
      async () => {
        setSent(await api<BookingRequestAnswer>('/v1/booking-request', { method: 'POST', body: input, idempotencyKey }))
        window.scrollTo({ top: 0 })
      },
      { fallback: 'Unexpected error, please try again', fieldErrors: refusedFields(setError) },
    ),
  )

  if (sent) {
    return (
      <section className="rounded-card bg-white p-6 text-center shadow-card" aria-live="polite">
        <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
        <h1 className="mt-4 font-display text-2xl font-semibold">Request sent!</h1>
        <p className="mt-2 text-[15px] leading-6 text-muted">
          {sent.businessName} has your request #{sent.requestNumber} and will reply with an offer by email. Nothing is booked or paid until you accept it.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <a href={`/${owner.slug}`}>Back to {owner.businessName}</a>
        </Button>
      </section>
    )
  }

  return (
    <form onSubmit={send} className="space-y-4" noValidate aria-label={`Book ${owner.businessName}`}>
      <header className="flex items-center gap-3 px-1">
        <Avatar name={owner.businessName} src={owner.profileImg} className="size-14" />
        <div className="min-w-0">
          <p className="text-sm text-muted">Book me</p>
          <h1 className="truncate font-display text-2xl font-semibold">{owner.businessName}</h1>
        </div>
      </header>
      <p className="px-1 text-[15px] text-muted">Tell me about your day. I will reply with an offer: the price, a deposit and my cancellation policy.</p>

      <section className={section} aria-label="About you">
        <TextField id="customerName" label="Your name" error={errors.customerName?.message} autoComplete="name" {...register('customerName')} />
        <PhoneField control={control} name="customerMobile" />
        <TextField
          id="customerEmail"
          label="Email"
          hint="The offer comes to this address."
          error={errors.customerEmail?.message}
          type="email"
          autoComplete="email"
          {...register('customerEmail')}
        />
      </section>

      <section className={section} aria-label="When and where">
        <WhenFields
          control={control}
          register={register}
          labels={{ date: 'Date', dateTitle: 'Date of your booking', from: 'Start time', to: 'Ready by / end' }}
          disabledBefore={owner.today}
          today={owner.today}
        />
        <Field id="city" label="Suburb or city" error={errors.location?.city?.message ?? errors.location?.message}>
          <Input
            id="city"
            autoComplete="address-level2"
            placeholder={owner.city ? `e.g. ${owner.city}` : undefined}
            {...register('location.city')}
            aria-invalid={Boolean(errors.location?.city)}
          />
        </Field>
        <Field id="formatted" label="Address (optional)" error={errors.location?.formatted?.message}>
          <Input id="formatted" autoComplete="street-address" placeholder="Street, venue or hotel" {...register('location.formatted')} />
        </Field>
      </section>

      <section className={section} aria-labelledby="services-heading">
        <div>
          <h2 id="services-heading" className="font-display text-lg font-semibold">
            Who is getting ready?
          </h2>
          <p className="text-sm text-muted">One line per person: who, and what for.</p>
        </div>
        <ServicesFields control={control} register={register} errors={errors.services} />
      </section>

      <section className={section} aria-labelledby="look-heading">
        <h2 id="look-heading" className="font-display text-lg font-semibold">
          The look
        </h2>
        <Field id="description" label="Describe the look you’d love" error={errors.description?.message}>
          <Textarea id="description" rows={3} placeholder="Soft glam, natural brows, a bold lip…" {...register('description')} />
        </Field>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <PhotoPicker
              images={field.value ?? []}
              onChange={field.onChange}
              max={MAX_BOOKING_PHOTOS}
              endpoint={`/v1/booking-request/upload-photo?userId=${encodeURIComponent(owner.id)}`}
              onBusyChange={setUploading}
              label="Add up to 3 inspiration photos"
            />
          )}
        />
      </section>

      <Button type="submit" size="lg" block loading={formState.isSubmitting} disabled={uploading}>
        Send my request
      </Button>
    </form>
  )
}
