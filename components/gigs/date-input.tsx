'use client'
// A form's date: its label, the date picker bound to the form's field, and the field's message.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { DateField } from './date-field'

export function DateInput<T extends FieldValues>({
  control,
  name,
  id,
  label,
  title,
  hint,
  placeholder,
  clearable,
  disabledBefore,
  today,
  required,
}: {
  control: Control<T>
  name: Path<T>
  id: string
  label: string
  /** The calendar sheet's title. */
  title: string
  hint?: string
  placeholder?: string
  /** Offers "Clear date", which sets the field to null. */
  clearable?: boolean
  /** "YYYY-MM-DD": no earlier day can be picked. */
  disabledBefore?: string
  /** "YYYY-MM-DD", the owner's today, outside the dashboard. */
  today?: string
  /** Marks the label: a day must be chosen. */
  required?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} hint={hint} error={fieldState.error?.message} required={required}>
          <DateField
            ref={field.ref}
            id={id}
            title={title}
            placeholder={placeholder}
            clearable={clearable}
            value={field.value}
            onChange={field.onChange}
            disabledBefore={disabledBefore}
            today={today}
            invalid={Boolean(fieldState.error)}
          />
        </Field>
      )}
    />
  )
}
