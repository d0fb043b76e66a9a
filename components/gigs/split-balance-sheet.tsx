'use client'
// "Split the balance": one row per person (name, share, and her e-mail to send her link, optional),
// filled in equally between N people or by the gig's service prices, never past what is not shared yet.
import { zodResolver } from '@hookform/resolvers/zod'
import { Minus, Plus, UserPlus, X } from 'lucide-react'
import { useState } from 'react'
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { createSharesBody, MAX_SHARES, type BalanceResponse, type CreateSharesBody, type CreateSharesInput } from '@/lib/balance/schema'
import { headCount, proposeShares, splitEvenly } from '@/lib/balance/split'
import { balanceKey } from '@/lib/swr/use-balance'
import { cn } from '@/lib/ui/cn'
import { formatMoney } from '@/lib/format/money'
import { MoneyInput } from './money-input'

export function SplitBalanceSheet({
  open,
  onOpenChange,
  appointment,
  openCents,
  onSaved,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  appointment: AppointmentResponse
  /** What no share covers yet: the most the new shares may come to. */
  openCents: number
  onSaved: (balance: BalanceResponse) => void
}) {
  const people = Math.min(headCount(appointment.services), MAX_SHARES)
  const [count, setCount] = useState(Math.max(people, 2))
  const { run, idempotencyKey } = useMutation()
  const form = useForm<CreateSharesInput, unknown, CreateSharesBody>({ resolver: zodResolver(createSharesBody), defaultValues: { shares: [] } })
  const { control, register, handleSubmit, formState, reset } = form
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'shares' })
  const rows = useWatch({ control, name: 'shares' }) ?? []
  const total = rows.reduce((sum, row) => sum + (Number.isFinite(row.amount) ? row.amount : 0), 0)
  const over = total > openCents
  // Each person's price, when every service line has one: then a bride's share can differ from a bridesmaid's.
  const priced = appointment.services.length > 0 && appointment.services.every((service) => service.priceCents) && people > 1

  function splitEqually() {
    const names = proposeShares(appointment.services, 0, MAX_SHARES).map((share) => share.name)
    replace(splitEvenly(openCents, count).map((amount, index) => ({ name: count === people ? names[index] : `Person ${index + 1}`, amount, email: '' })))
  }

  const splitByPrice = () => replace(proposeShares(appointment.services, openCents, MAX_SHARES).map((share) => ({ ...share, email: '' })))

  const save = handleSubmit((input) => {
    const emailed = input.shares.filter((share) => share.email).length
    return run(
      async () => {
        onSaved(await api<BalanceResponse>(balanceKey(appointment._id), { method: 'POST', body: input, idempotencyKey }))
        onOpenChange(false)
        reset({ shares: [] })
      },
      { success: `${input.shares.length} payment ${input.shares.length === 1 ? 'link' : 'links'} ready${emailed ? `, ${emailed} emailed` : ''}` },
    )
  })

  const sharesError = formState.errors.shares?.message ?? formState.errors.shares?.root?.message
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Split the balance"
      description={`${formatMoney(openCents)} to share. Each person gets her own link to pay her part by card.`}
    >
      <form onSubmit={save} className="space-y-4" noValidate>
        <div className="space-y-3 rounded-2xl bg-stone-50 p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="font-semibold" id="split-count-label">
              Split equally between
            </span>
            <div className="flex items-center gap-1" role="group" aria-labelledby="split-count-label">
              <Button type="button" variant="outline" size="icon" aria-label="One person fewer" disabled={count <= 2} onClick={() => setCount(count - 1)}>
                <Minus aria-hidden="true" />
              </Button>
              <output className="w-9 text-center text-lg font-semibold" aria-live="polite" data-testid="split-count">
                {count}
              </output>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="One person more"
                disabled={count >= MAX_SHARES}
                onClick={() => setCount(count + 1)}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </div>
          <Button type="button" variant="secondary" block onClick={splitEqually}>
            Fill in {count} equal shares of {formatMoney(splitEvenly(openCents, count)[0] ?? 0)}
          </Button>
          {priced ? (
            <Button type="button" variant="ghost" block onClick={splitByPrice}>
              Or one per person, by service price
            </Button>
          ) : null}
        </div>

        {fields.length ? (
          <ul className="space-y-3" aria-label="Shares">
            {fields.map((field, index) => {
              const errors = formState.errors.shares?.[index]
              return (
                <li key={field.id} className="space-y-2 rounded-2xl border border-line p-3">
                  <div className="flex items-start gap-2">
                    <div className="min-w-0 flex-1">
                      <Input
                        aria-label={`Name ${index + 1}`}
                        placeholder="Name"
                        autoComplete="off"
                        aria-invalid={Boolean(errors?.name)}
                        {...register(`shares.${index}.name`)}
                      />
                    </div>
                    <div className="w-28 shrink-0">
                      <Controller
                        control={control}
                        name={`shares.${index}.amount`}
                        render={({ field: amount }) => (
                          <MoneyInput
                            ref={amount.ref}
                            aria-label={`Share ${index + 1}`}
                            value={amount.value}
                            onChange={amount.onChange}
                            aria-invalid={Boolean(errors?.amount)}
                          />
                        )}
                      />
                    </div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="shrink-0"
                      aria-label={`Remove share ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                  <Input
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    aria-label={`Email ${index + 1} (optional)`}
                    placeholder="Email to send her link (optional)"
                    aria-invalid={Boolean(errors?.email)}
                    {...register(`shares.${index}.email`)}
                  />
                  {errors?.name || errors?.amount || errors?.email ? (
                    <p className="text-sm text-danger" role="alert">
                      {errors.name?.message ?? errors.amount?.message ?? errors.email?.message}
                    </p>
                  ) : null}
                </li>
              )
            })}
          </ul>
        ) : null}

        <Button
          type="button"
          variant="ghost"
          block
          disabled={fields.length >= MAX_SHARES}
          onClick={() => append({ name: '', amount: 0, email: '' }, { shouldFocus: true })}
        >
          <UserPlus aria-hidden="true" /> Add a person
        </Button>

        {fields.length ? (
          <p
            className={cn('flex justify-between rounded-2xl px-4 py-3 text-[15px]', over ? 'bg-red-50 text-danger' : 'bg-stone-50')}
            role={over ? 'alert' : undefined}
            data-testid="split-total"
          >
            <span>
              {over ? `${formatMoney(total - openCents)} too much` : `${formatMoney(openCents - total)} left for ${appointment.customerName.split(/\s+/)[0]}`}
            </span>
            <span className="font-semibold">
              {formatMoney(total)} of {formatMoney(openCents)}
            </span>
          </p>
        ) : null}
        {sharesError ? (
          <p className="text-sm text-danger" role="alert">
            {sharesError}
          </p>
        ) : null}

        <Button type="submit" size="lg" block loading={formState.isSubmitting} disabled={fields.length === 0 || over}>
          {fields.length > 1 ? `Create ${fields.length} payment links` : 'Create the payment link'}
        </Button>
      </form>
    </Sheet>
  )
}
