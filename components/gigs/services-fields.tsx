'use client'
// The services of a gig: who, and what service. Shared by the event form and the customer's booking
// request. The owner's form (`withMenu`) also fills a line from her service menu (its price, time and
// entry) and keeps a head count on each line.
import { BookOpen, Minus, Plus, Trash2, X } from 'lucide-react'
import { useState } from 'react'
import {
  Controller,
  useFieldArray,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form'
import { ServicePicker } from '@/components/services/service-picker'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { serviceSchema, type Service } from '@/lib/appointments/schema'
import { durationLabel, lineFromService } from '@/lib/services/menu'
import { formatPrice } from '@/lib/format/money'

type WithServices = FieldValues & { services: Service[] }
/** The line schema's bound on a head count. */
const MAX_COUNT = serviceSchema.shape.count.unwrap().maxValue ?? 50

export function ServicesFields<T extends WithServices>({
  control,
  register,
  errors,
  withMenu = false,
}: {
  control: Control<T>
  register: UseFormRegister<T>
  errors: FieldErrors<WithServices>['services']
  withMenu?: boolean
}) {
  // The paths below are the services' own: `T` is any form that holds them.
  const services = useFieldArray({ control, name: 'services' as ArrayPath<T> })
  const lines = (useWatch({ control, name: 'services' as Path<T> }) ?? []) as Partial<Service>[]
  const [picking, setPicking] = useState<number | null>(null)
  const field = (index: number, key: keyof Service) => register(`services.${index}.${key}` as Path<T>)
  const replace = (index: number, line: Partial<Service>) => services.update(index, line as FieldArray<T, ArrayPath<T>>)

  return (
    <>
      {services.fields.map((service, index) => {
        const line = lines[index] ?? {}
        const error = errors?.[index]?.title?.message ?? errors?.[index]?.subTitle?.message ?? errors?.[index]?.count?.message
        return (
          <fieldset key={service.id} className="space-y-2 rounded-2xl border border-line p-3" aria-label={`Service ${index + 1}`}>
            <div className="flex min-h-9 items-center justify-between gap-2">
              <legend className="text-sm font-semibold">Person {index + 1}</legend>
              <div className="-mr-1 flex items-center gap-1">
                {withMenu ? (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    className="h-9 px-3"
                    onClick={() => setPicking(index)}
                    aria-label={`Choose from your menu (service ${index + 1})`}
                  >
                    <BookOpen aria-hidden="true" /> From menu
                  </Button>
                ) : null}
                {services.fields.length > 1 ? (
                  <button
                    type="button"
                    onClick={() => services.remove(index)}
                    aria-label={`Remove service ${index + 1}`}
                    className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-stone-100"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                ) : null}
              </div>
            </div>
            <Input
              aria-label={`Who (service ${index + 1})`}
              placeholder="Who, e.g. Bride"
              {...field(index, 'title')}
              aria-invalid={Boolean(errors?.[index]?.title)}
            />
            <Input
              aria-label={`What service (service ${index + 1})`}
              placeholder="What, e.g. Bridal makeup"
              {...field(index, 'subTitle')}
              aria-invalid={Boolean(errors?.[index]?.subTitle)}
            />
            {withMenu ? (
              <div className="flex items-center justify-between gap-3 pt-1">
                {typeof line.priceCents === 'number' ? (
                  <p className="flex min-w-0 items-center gap-1 text-sm text-muted" data-testid={`line-price-${index + 1}`}>
                    <span className="min-w-0">
                      {formatPrice(line.priceCents)} each{line.durationMinutes ? ` · ${durationLabel(line.durationMinutes)}` : ''}
                    </span>
                    <button
                      type="button"
                      onClick={() => replace(index, { title: line.title ?? '', subTitle: line.subTitle ?? '', count: line.count })}
                      aria-label={`Forget the menu price (service ${index + 1})`}
                      className="tap-area flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-stone-100"
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </p>
                ) : (
                  <p className="text-sm text-muted">How many</p>
                )}
                <Controller
                  control={control}
                  name={`services.${index}.count` as Path<T>}
                  render={({ field: count }) => <HeadCount index={index} value={(count.value as number | undefined) ?? 1} onChange={count.onChange} />}
                />
              </div>
            ) : null}
            {error ? (
              <p className="text-sm text-danger" role="alert">
                {error}
              </p>
            ) : null}
          </fieldset>
        )
      })}
      {errors?.message || errors?.root?.message ? (
        <p className="text-sm text-danger" role="alert">
          {errors.message ?? errors.root?.message}
        </p>
      ) : null}
      <Button type="button" variant="secondary" block onClick={() => services.append({ title: '', subTitle: '' } as FieldArray<T, ArrayPath<T>>)}>
        <Plus aria-hidden="true" /> Add another person
      </Button>
      {withMenu ? (
        <ServicePicker
          open={picking !== null}
          onOpenChange={(open) => {
            if (!open) setPicking(null)
          }}
          onPick={(picked) => {
            if (picking !== null) replace(picking, lineFromService(picked, lines[picking]?.count))
          }}
        />
      ) : null}
    </>
  )
}

/** How many people the line is for: − and + within the schema's bounds. */
function HeadCount({ index, value, onChange }: { index: number; value: number; onChange: (count: number) => void }) {
  const label = `people (service ${index + 1})`
  return (
    <div className="flex shrink-0 items-center rounded-full border border-line" role="group" aria-label={`How many ${label}`}>
      <button
        type="button"
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={`Fewer ${label}`}
        className="flex size-10 items-center justify-center rounded-full text-ink disabled:opacity-35"
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output className="w-7 text-center font-semibold tabular-nums" aria-live="polite" aria-label={`How many ${label}`}>
        {value}
      </output>
      <button
        type="button"
        onClick={() => onChange(value + 1)}
        disabled={value >= MAX_COUNT}
        aria-label={`More ${label}`}
        className="flex size-10 items-center justify-center rounded-full text-ink disabled:opacity-35"
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
}
