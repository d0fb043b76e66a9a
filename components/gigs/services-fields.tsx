'use client'
// The services of a gig, one person each: who, and what service. Shared by the event form and the
// customer's booking request.
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, type ArrayPath, type Control, type FieldArray, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { Service } from '@/lib/appointments/schema'

type WithServices = FieldValues & { services: Service[] }

export function ServicesFields<T extends WithServices>({ control, register, errors }: { control: Control<T>; register: UseFormRegister<T>; errors: FieldErrors<WithServices>['services'] }) {
  // The paths below are the services' own: `T` is any form that holds them.
  const services = useFieldArray({ control, name: 'services' as ArrayPath<T> })
  const field = (index: number, key: keyof Service) => register(`services.${index}.${key}` as Path<T>)
  return (
    <>
      {services.fields.map((service, index) => {
        const error = errors?.[index]?.title?.message ?? errors?.[index]?.subTitle?.message
        return (
          <fieldset key={service.id} className="space-y-2 rounded-2xl border border-line p-3" aria-label={`Service ${index + 1}`}>
            <div className="flex min-h-9 items-center justify-between">
              <legend className="text-sm font-semibold">Person {index + 1}</legend>
              {services.fields.length > 1 ? (
                <button type="button" onClick={() => services.remove(index)} aria-label={`Remove service ${index + 1}`} className="-mr-1 flex size-9 items-center justify-center rounded-full text-muted hover:bg-stone-100">
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              ) : null}
            </div>
            <Input aria-label={`Who (service ${index + 1})`} placeholder="Who, e.g. Bride" {...field(index, 'title')} aria-invalid={Boolean(errors?.[index]?.title)} />
            <Input aria-label={`What service (service ${index + 1})`} placeholder="What, e.g. Bridal makeup" {...field(index, 'subTitle')} aria-invalid={Boolean(errors?.[index]?.subTitle)} />
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
    </>
  )
}
