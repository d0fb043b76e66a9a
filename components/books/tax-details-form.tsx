'use client'
// Payments settings, "Tax details": the name and ABN on her invoices and receipts, GST registration (her
// documents become tax invoices from that day), a receipt for cash and transfers, and her mileage rate.
import { zodResolver } from '@hookform/resolvers/zod'
import { Mail, Receipt } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { DateInput } from '@/components/gigs/date-input'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { taxDetailsBody, type TaxDetailsBody, type TaxDetailsResponse } from '@/lib/books/schema'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'

type Input = z.input<typeof taxDetailsBody>

export function TaxDetailsForm({ initial }: { initial: TaxDetailsResponse }) {
  const { run } = useMutation()
  const { register, control, handleSubmit, formState, setError, reset } = useForm<Input, unknown, TaxDetailsBody>({
    resolver: zodResolver(taxDetailsBody),
    defaultValues: {
      legalName: initial.legalName ?? '',
      abn: initial.abn ?? '',
      gstRegistered: initial.gstRegistered,
      gstRegisteredFrom: initial.gstRegisteredFrom,
      offlineReceipts: initial.offlineReceipts,
      mileageRateCents: initial.mileageRateCents,
    },
  })
  const registered = useWatch({ control, name: 'gstRegistered' })
  const errors = formState.errors
  const save = handleSubmit(
    (input, event) =>
      run(
        async () => {
          const saved = await api<TaxDetailsResponse>('/v1/tax-details', { method: 'PUT', body: input })
          reset({ ...input, legalName: saved.legalName ?? '', abn: saved.abn ?? '' })
        },
        { success: 'Tax details saved', fieldErrors: refusedFields(setError), focus: () => event?.target },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )
  return (
    <form onSubmit={save} noValidate className="space-y-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="tax-heading">
      <div>
        <h2 id="tax-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
          <Receipt className="size-5 text-brand-700" aria-hidden="true" /> Tax details
        </h2>
        <p className="mt-1 text-sm text-muted">On your invoices and receipts. Your prices include GST, as clients in Australia expect.</p>
      </div>
      <TextField
        id="legal-name"
        label="Legal name"
        hint="Your name or your business’s registered name."
        error={errors.legalName?.message}
        {...register('legalName')}
      />
      <TextField id="abn" label="ABN" inputMode="numeric" placeholder="51 824 753 556" error={errors.abn?.message} {...register('abn')} />
      <Controller
        control={control}
        name="gstRegistered"
        render={({ field }) => (
          <label className="flex min-h-11 items-center justify-between gap-4 rounded-2xl bg-stone-50 px-4 py-3">
            <span>
              <span className="block font-semibold">Registered for GST</span>
              <span className="block text-sm text-muted">Your invoices and receipts become tax invoices showing the GST.</span>
            </span>
            <Switch checked={field.value} onCheckedChange={field.onChange} aria-label="Registered for GST" />
          </label>
        )}
      />
      {registered ? (
        <DateInput control={control} name="gstRegisteredFrom" id="gst-from" label="Registered since" title="Registered for GST since" required />
      ) : null}
      <Controller
        control={control}
        name="offlineReceipts"
        render={({ field }) => (
          <label className="flex min-h-11 items-center justify-between gap-4 rounded-2xl bg-stone-50 px-4 py-3">
            <span className="flex items-center gap-3">
              <Mail className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold">Receipts for cash and transfers</span>
                <span className="block text-sm text-muted">E-mail the client a receipt when you record a payment. Card payments always get one.</span>
              </span>
            </span>
            <Switch checked={field.value} onCheckedChange={field.onChange} aria-label="Receipts for cash and transfers" />
          </label>
        )}
      />
      <TextField
        id="mileage-rate"
        label="Mileage rate (cents per km)"
        hint="The ATO’s rate for the year: 88 c for 2024–25."
        inputMode="numeric"
        error={errors.mileageRateCents?.message}
        {...register('mileageRateCents', { valueAsNumber: true })}
      />
      <Button type="submit" size="lg" block loading={formState.isSubmitting}>
        Save tax details
      </Button>
    </form>
  )
}
