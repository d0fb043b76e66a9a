import { cloneElement, isValidElement, type ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

/**
 * A label, the control, and its hint or error, wired for screen readers by id: the control is described
 * by the message under it (a control drawn by a Controller says so itself, by `${id}-error`). `required`
 * marks the label with an asterisk (RequiredNote explains it); the control itself takes `required`,
 * which screen readers announce, so the asterisk is hidden from them.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  required,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  className?: string
  required?: boolean
  children: ReactNode
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      {required ? (
        // The asterisk beside the label, not in it: the label stays the control's name.
        <div className="text-sm">
          <label htmlFor={id} className="font-semibold text-ink">
            {label}
          </label>
          <RequiredMark />
        </div>
      ) : (
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {label}
        </label>
      )}
      {describedBy && isValidElement<{ 'aria-describedby'?: string }>(children) && !children.props['aria-describedby']
        ? cloneElement(children, { 'aria-describedby': describedBy })
        : children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** The asterisk of a required field's label. */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-sm font-semibold text-brand-700" aria-hidden="true">
      *
    </span>
  )
}

/** Said once above a form whose required fields are marked. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-sm text-muted', className)}>
      Fields marked <span className="text-brand-700">*</span> are required.
    </p>
  )
}
