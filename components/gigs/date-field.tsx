'use client'
// A date picker for forms: a field-sized button that opens a month calendar in a sheet, with menus to
// jump to a month and a year. Its "today" is the owner's: her time zone in the dashboard, else `today`.
import { CalendarDays } from 'lucide-react'
import { useState, type Ref } from 'react'
import { fieldClass } from '@/components/ui/input'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { formatDay } from '@/lib/appointments/describe'
import { cn } from '@/lib/ui/cn'

// The calendar (react-day-picker and date-fns) loads when the field is first tapped, not with every
// form that has a date.
const DatePickerSheet = lazyPopup(() => import('./date-picker-sheet').then((module) => module.DatePickerSheet))

export function DateField({
  id,
  value,
  onChange,
  title,
  placeholder = 'Choose a date',
  clearable,
  invalid,
  disabledBefore,
  today,
  ref,
}: {
  id: string
  value: string | null | undefined
  onChange: (day: string | null) => void
  title: string
  placeholder?: string
  clearable?: boolean
  invalid?: boolean
  /** "YYYY-MM-DD": days before it cannot be picked. */
  disabledBefore?: string
  /** "YYYY-MM-DD", the owner's today, on a page outside the dashboard (her public booking form). */
  today?: string
  /** The field's button, which a form refused for this date focuses. */
  ref?: Ref<HTMLButtonElement>
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        ref={ref}
        id={id}
        type="button"
        aria-describedby={invalid ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
        className={cn(fieldClass, 'flex h-12 items-center gap-3 text-left', !value && 'text-stone-500', invalid && 'border-danger')}
      >
        <CalendarDays className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="truncate">{value ? formatDay(value, 'EEE d MMM yyyy') : placeholder}</span>
      </button>
      <DatePickerSheet
        open={open}
        onOpenChange={setOpen}
        title={title}
        value={value}
        onChange={onChange}
        clearable={clearable}
        disabledBefore={disabledBefore}
        today={today}
      />
    </>
  )
}
