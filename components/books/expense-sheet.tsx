'use client'
// Add an expense from the phone: the amount, a category, the receipt's photo (compressed in the browser,
// stored like her other uploads), and whether the price includes GST she can claim back. The same sheet
// corrects or deletes one she added (a tap on it in Money).
import { zodResolver } from '@hookform/resolvers/zod'
import { Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Controller, useForm, type DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import { DateInput } from '@/components/gigs/date-input'
import { MoneyInput } from '@/components/gigs/money-input'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Sheet } from '@/components/ui/sheet'
import { SwitchRow } from '@/components/ui/switch-row'
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

const BLANK: DefaultValues<Input> = { amount: 0, category: undefined, spentOn: undefined, photo: null, note: '', gstIncluded: true }
const asInput = (expense: ExpenseResponse): Input => ({
  amount: expense.amountCents,
  category: expense.category,
  spentOn: expense.spentOn,
  photo: expense.photo,
  note: expense.note ?? '',
  gstIncluded: expense.gstIncluded,
})

/** `expense`: the one to correct or delete; without it, a new one. */
export function ExpenseSheet({ open, onOpenChange, expense }: { open: boolean; onOpenChange: (open: boolean) => void; expense?: ExpenseResponse }) {
  const { run, busyWith, idempotencyKey } = useMutation()
  const [uploading, setUploading] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const { control, register, handleSubmit, formState, setError, reset } = useForm<Input, unknown, ExpenseBody>({
    resolver: zodResolver(expenseBody),
    defaultValues: expense ? asInput(expense) : BLANK,
  })
  // Each opening starts from the expense as saved (or blank).
  useEffect(() => {
    if (open) reset(expense ? asInput(expense) : BLANK)
  }, [open, expense, reset])
  const label = (saved: ExpenseResponse) => `${EXPENSE_CATEGORY_LABELS[saved.category]} expense of ${formatMoney(saved.amountCents)}`
  const save = handleSubmit(
    (input, event) =>
      run(
        async () => {
          const saved = expense
            ? await api<ExpenseResponse>(`/v1/expense/${expense._id}`, { method: 'PUT', body: input })
            : await api<ExpenseResponse>('/v1/expense', { method: 'POST', body: input, idempotencyKey })
          onOpenChange(false)
          return saved
        },
        {
          success: (saved) => `${label(saved)} ${expense ? 'saved' : 'added'}`,
          refresh: true,
          fieldErrors: refusedFields(setError),
          focus: () => event?.target,
        },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )
  const remove = () =>
    expense &&
    run(
      async () => {
        await api(`/v1/expense/${expense._id}`, { method: 'DELETE' })
        onOpenChange(false)
      },
      { key: 'delete', success: `${label(expense)} deleted`, refresh: true },
    )
  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange} title={expense ? 'Edit expense' : 'Add expense'}>
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
              <SwitchRow
                label="Includes GST"
                hint="Counted as a GST credit while you are registered."
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <DateInput control={control} name="spentOn" id="expense-day" label="Date" title="Date of the expense" placeholder="Today" />
          <TextField id="expense-note" label="Note" placeholder="e.g. Foundation restock" error={formState.errors.note?.message} {...register('note')} />
          <Button type="submit" size="lg" block loading={formState.isSubmitting} disabled={uploading}>
            {expense ? 'Save expense' : 'Add expense'}
          </Button>
          {expense ? (
            <Button type="button" variant="ghost" block className="text-danger" loading={busyWith === 'delete'} onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" /> Delete expense
            </Button>
          ) : null}
        </form>
      </Sheet>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this expense?"
        description="It comes off your books, and the period’s figures change with it."
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
      />
    </>
  )
}
