'use client'
// A date picker for forms: a field-sized button that opens a month calendar in a sheet, with menus to
// jump to a month and a year. Its "today" is the owner's: her time zone in the dashboard, else `today`.
import { format, parseISO } from 'date-fns'
import { CalendarDays } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useState, type Ref } from 'react'
import { Button } from '@/components/ui/button'
import { fieldClass } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { useOwnerTimeZone } from '@/lib/swr/use-profile'
import { cn } from '@/lib/ui/cn'
import { ownerToday, pickerMonths } from '@/lib/ui/picker-months'

// The month calendar shows only once the field is tapped: its script loads then (or when the page is idle),
// not with every form that has a date.
const Calendar = dynamic(() => import('@/components/ui/calendar').then((module) => module.Calendar), {
  loading: () => <div className="h-[22rem]" aria-busy="true" />,
})

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
  const timeZone = useOwnerTimeZone()
  const selected = value ? parseISO(value) : undefined
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
        <span className="truncate">{selected ? format(selected, 'EEE d MMM yyyy') : placeholder}</span>
      </button>
      <Sheet open={open} onOpenChange={setOpen} title={title}>
        <Calendar
          mode="single"
          selected={selected}
          captionLayout="dropdown"
          {...pickerMonths({ today: today ?? ownerToday(timeZone), value, disabledBefore })}
          disabled={disabledBefore ? { before: parseISO(disabledBefore) } : undefined}
          onSelect={(date) => {
            if (!date) return
            onChange(format(date, 'yyyy-MM-dd'))
            setOpen(false)
          }}
        />
        {clearable && value ? (
          <Button
            variant="ghost"
            block
            className="mt-2"
            onClick={() => {
              onChange(null)
              setOpen(false)
            }}
          >
            Clear date
          </Button>
        ) : null}
      </Sheet>
    </>
  )
}
