'use client'
// A form's mobile field: its label, the number with its country, and the message when it is refused.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Field } from './field'
import { PhoneInput } from './phone-input'

export function PhoneField<T extends FieldValues>({
  control,
  name,
  id = name,
  label = 'Mobile',
  required,
}: {
  control: Control<T>
  name: Path<T>
  id?: string
  label?: string
  required?: boolean
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={id} label={label} error={fieldState.error?.message} required={required}>
          <PhoneInput
            ref={field.ref}
            id={id}
            value={field.value || undefined}
            onChange={(value) => field.onChange(value ?? '')}
            invalid={Boolean(fieldState.error)}
            required={required}
          />
        </Field>
      )}
    />
  )
}
