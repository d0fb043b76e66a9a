import { cloneElement, isValidElement, type ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

/**
 * A label, the control, and its hint or error, wired for screen readers by id: the control is described
 * by the message under it (a control drawn by a Controller says so itself, by `${id}-error`).
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  className?: string
  children: ReactNode
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
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
