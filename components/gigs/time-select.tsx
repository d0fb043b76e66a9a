import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { fieldClass } from '@/components/ui/input'
import { isNextDay, slotIndex, TIME_SLOTS } from '@/lib/appointments/slots'
import { cn } from '@/lib/ui/cn'

/** The spec's 30-minute slots; `after` keeps only the slots after that start (an end time). */
export function TimeSelect({ placeholder, after, className, ...props }: { placeholder: string; after?: string } & ComponentProps<'select'>) {
  const slots = after ? TIME_SLOTS.filter((slot) => slotIndex(slot.value) > slotIndex(after)) : TIME_SLOTS
  return (
    <div className={cn('relative', className)}>
      <select className={cn(fieldClass, 'h-12 appearance-none pr-10')} {...props}>
        <option value="" disabled>
          {placeholder}
        </option>
        {slots.map((slot) => (
          <option key={slot.value} value={slot.value}>
            {slot.label}
            {isNextDay(slot.value) ? ' (+1)' : ''}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
    </div>
  )
}
