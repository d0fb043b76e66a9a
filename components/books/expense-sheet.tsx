'use client'
// Add an expense from the phone: the amount, a category, the receipt's photo (compressed in the browser,
// stored like her other uploads), and whether the price includes GST she can claim back.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { MoneyInput } from '@/components/gigs/money-input'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Sheet } from '@/components/ui/sheet'
import { Switch } from '@/components/ui/switch'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { PhotoPicker } from '@/components/upload/photo-picker'
import { api } from '@/lib/api/client'
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, expenseBody, type ExpenseBody, type ExpenseResponse } from '@/lib/books/schema'
import { formatMoney } from '@/lib/format/money'
import { cn } from '@/lib/ui/cn'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'

type Input = z.input<typeof expenseBody>

export function ExpenseSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { run, idempotencyKey } = useMutation()
  const [uploading, setUploading] = useState(false)
  const { control, register, handleSubmit, formState, setError, reset } = useForm<Input, unknown, ExpenseBody>({
    resolver: zodResolver(expenseBody),
    defaultValues: { amount: 0, category: undefined, photo: null, note: '', gstIncluded: true },
  })
  const save = handleSubmit(
    (input, event) =>
      run(
        async () => {
          const saved = await api<ExpenseResponse>('/v1/expense', { method: 'POST', body: input, idempotencyKey })
          reset()
          onOpenChange(false)
          return saved
        },
        {
          success: (saved) => `${EXPENSE_CATEGORY_LABELS[saved.category]} expense of ${formatMoney(saved.amountCents)} added`,
          refresh: true,
          fieldErrors: refusedFields(setError),
          focus: () => event?.target,
        },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Add expense">
      <form onSubmit={save} noValidate className="space-y-4 pb-2">
        <Field id="expense-amount" label="Amount" error={formState.errors.amount?.message} required>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <MoneyInput ref={field.ref} id="expense-amount" value={field.value} onChange={field.onChange} aria-invalid={Boolean(formState.errors.amount)} />
            )}
          />
        </Field>
        <Controller
          control={control}
          name="category"
          render={({ field, fieldState }) => (
            <fieldset>
              <legend className="text-sm font-semibold">Category</legend>
              <div role="radiogroup" aria-label="Category" className="mt-2 grid grid-cols-3 gap-2" aria-invalid={Boolean(fieldState.error)}>
                {EXPENSE_CATEGORIES.map((category) => (
                  <button
                    key={category}
                    type="button"
                    role="radio"
                    aria-checked={field.value === category}
                    onClick={() => field.onChange(category)}
                    className={cn(
                      'h-11 rounded-full border text-sm font-semibold transition',
                      field.value === category ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line bg-white text-ink',
                    )}
                  >
                    {EXPENSE_CATEGORY_LABELS[category]}
                  </button>
                ))}
              </div>
              {fieldState.error ? <p className="mt-1 text-sm text-danger">{fieldState.error.message}</p> : null}
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="photo"
          render={({ field }) => (
            <div>
              <p className="text-sm font-semibold">Receipt photo</p>
              <PhotoPicker
                className="mt-2"
                images={field.value ? [field.value] : []}
                onChange={(images) => field.onChange(images[0] ?? null)}
                max={1}
                onBusyChange={setUploading}
                label="Add the receipt’s photo"
                alt="Receipt photo"
              />
            </div>
          )}
        />
        <Controller
          control={control}
          name="gstIncluded"
          render={({ field }) => (
            <label className="flex min-h-11 items-center justify-between gap-4 rounded-2xl bg-stone-50 px-4 py-3">
              <span>
                <span className="block font-semibold">Includes GST</span>
                <span className="block text-sm text-muted">Counted as a GST credit while you are registered.</span>
              </span>
              <Switch checked={field.value} onCheckedChange={field.onChange} aria-label="Includes GST" />
            </label>
          )}
        />
        <TextField id="expense-note" label="Note" placeholder="e.g. Foundation restock" error={formState.errors.note?.message} {...register('note')} />
        <Button type="submit" size="lg" block loading={formState.isSubmitting} disabled={uploading}>
          Add expense
        </Button>
      </form>
    </Sheet>
  )
}
