'use client'
// One share of a gig's balance: her link to copy or share; while unpaid, her name, share and e-mail to
// change (a new address gets the link) or the share to remove. A paid share is final.
import { zodResolver } from '@hookform/resolvers/zod'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { CopyLink } from '@/components/ui/copy-link'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { shareInput, type BalanceResponse, type ShareResponse } from '@/lib/balance/schema'
import { formatInZone } from '@/lib/format/in-zone'
import { balanceKey } from '@/lib/swr/use-balance'
import { formatMoney } from '@/lib/format/money'
import { MoneyInput } from './money-input'

export function ShareSheet({
  appointment,
  timeZone,
  share,
  openCents,
  onOpenChange,
  onChanged,
}: {
  appointment: AppointmentResponse
  timeZone: string
  share: ShareResponse | null
  /** What no share covers: this share may grow by that much. */
  openCents: number
  onOpenChange: (open: boolean) => void
  onChanged: (balance: BalanceResponse) => void
}) {
  const [confirmRemove, setConfirmRemove] = useState(false)
  const form = useForm<z.input<typeof shareInput>, unknown, z.output<typeof shareInput>>({
    resolver: zodResolver(shareInput),
    values: { name: share?.name ?? '', amount: share?.amount ?? 0, email: share?.email ?? '' },
  })
  const { control, register, handleSubmit, formState } = form
  const path = share ? `${balanceKey(appointment._id)}/${share._id}` : ''

  const { run } = useMutation()
  const change = (work: () => Promise<BalanceResponse>, success: string) =>
    run(
      async () => {
        onChanged(await work())
        onOpenChange(false)
      },
      { success },
    )
  const save = handleSubmit((input) =>
    change(
      () => api<BalanceResponse>(path, { method: 'PATCH', body: { ...input, email: input.email ?? '' } }),
      input.email && input.email !== share?.email ? `Share saved and link emailed to ${input.email}` : 'Share saved',
    ),
  )
  const removeShare = () => change(() => api<BalanceResponse>(path, { method: 'DELETE' }), 'Share removed')

  const paid = share?.status === 'paid'
  return (
    <Sheet
      open={share !== null}
      onOpenChange={onOpenChange}
      title={share ? `${share.name} · ${formatMoney(share.amount)}` : 'Share'}
      description={
        share
          ? paid
            ? `Paid ${formatInZone(share.paidAt!, timeZone, 'd MMMM')}${share.refunded ? `, ${formatMoney(share.refunded)} refunded` : ''}.`
            : 'Unpaid. Her link opens a page where she pays her share by card.'
          : undefined
      }
    >
      {share ? (
        <div className="space-y-4 pb-2">
          <CopyLink
            url={share.url}
            copied={`${share.name}’s link copied`}
            fallback="Could not copy: press and hold the link to copy it"
            share={{ label: `Share ${share.name}’s link`, title: 'Your share', text: `Your share: ${formatMoney(share.amount)}` }}
            testId="share-link"
          />
          {paid ? (
            <p className="text-sm text-muted">A paid share is final. To give money back, refund its payment under Payments received.</p>
          ) : (
            <form onSubmit={save} className="space-y-4" noValidate>
              <Field id="share-name" label="Name" error={formState.errors.name?.message}>
                <Input id="share-name" autoComplete="off" aria-invalid={Boolean(formState.errors.name)} {...register('name')} />
              </Field>
              <Field id="share-amount" label="Her share" hint={`Up to ${formatMoney(share.amount + openCents)}`} error={formState.errors.amount?.message}>
                <Controller
                  control={control}
                  name="amount"
                  render={({ field }) => (
                    <MoneyInput
                      ref={field.ref}
                      id="share-amount"
                      value={field.value}
                      onChange={field.onChange}
                      aria-invalid={Boolean(formState.errors.amount)}
                    />
                  )}
                />
              </Field>
              <Field
                id="share-email"
                label="Email (optional)"
                hint={share.emailedAt ? `Link emailed ${formatInZone(share.emailedAt, timeZone, 'd MMM')}` : 'A new address gets her link by email'}
                error={formState.errors.email?.message}
              >
                <Input
                  id="share-email"
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  aria-invalid={Boolean(formState.errors.email)}
                  {...register('email')}
                />
              </Field>
              <Button type="submit" size="lg" block loading={formState.isSubmitting}>
                Save
              </Button>
              <div className="flex justify-center">
                <Button type="button" variant="link" className="text-danger" onClick={() => setConfirmRemove(true)}>
                  <Trash2 aria-hidden="true" /> Remove this share
                </Button>
              </div>
            </form>
          )}
          <ConfirmDialog
            open={confirmRemove}
            onOpenChange={setConfirmRemove}
            title={`Remove ${share.name}’s share?`}
            description="Her link stops working, and her part goes back to the client’s."
            confirmLabel="Remove share"
            destructive
            onConfirm={removeShare}
          />
        </div>
      ) : null}
    </Sheet>
  )
}
