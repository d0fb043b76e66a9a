'use client'
// The date field's sheet: a month calendar with menus to jump to a month and a year, and "Clear date"
// where the field allows it. Loaded when the field is first tapped (lazyPopup in date-field.tsx).
import { format, parseISO } from 'date-fns'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { Sheet } from '@/components/ui/sheet'
import { useOwnerTimeZone } from '@/lib/swr/use-profile'
import { ownerToday, pickerMonths } from '@/lib/ui/picker-months'

export function DatePickerSheet({
  open,
  onOpenChange,
  title,
  value,
  onChange,
  clearable,
  disabledBefore,
  today,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  value: string | null | undefined
  onChange: (day: string | null) => void
  clearable?: boolean
  disabledBefore?: string
  today?: string
}) {
  const timeZone = useOwnerTimeZone()
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title}>
      <Calendar
        mode="single"
        selected={value ? parseISO(value) : undefined}
        captionLayout="dropdown"
        {...pickerMonths({ today: today ?? ownerToday(timeZone), value, disabledBefore })}
        disabled={disabledBefore ? { before: parseISO(disabledBefore) } : undefined}
        onSelect={(date) => {
          if (!date) return
          onChange(format(date, 'yyyy-MM-dd'))
          onOpenChange(false)
        }}
      />
      {clearable && value ? (
        <Button
          variant="ghost"
          block
          className="mt-2"
          onClick={() => {
            onChange(null)
            onOpenChange(false)
          }}
        >
          Clear date
        </Button>
      ) : null}
    </Sheet>
  )
}
