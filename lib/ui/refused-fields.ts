import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'

/** `useMutation`'s `fieldErrors` for a react-hook-form form: each field the server refused shows its message. */
export function refusedFields<T extends FieldValues>(setError: UseFormSetError<T>, options?: { shouldFocus: boolean }) {
  return (fields: Record<string, string>) => {
    for (const [name, message] of Object.entries(fields)) setError(name as FieldPath<T>, { message }, options)
  }
}
