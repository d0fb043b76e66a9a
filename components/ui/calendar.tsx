'use client'
// A month calendar (react-day-picker) in the app's look: thumb-sized days, Australian dates.
import { format } from 'date-fns'
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import { DayPicker } from 'react-day-picker'
import { enAU } from 'react-day-picker/locale'
import { cn } from '@/lib/ui/cn'

export function Calendar({ className, classNames, components, labels, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      locale={enAU}
      showOutsideDays
      className={cn('relative w-full', className)}
      classNames={{
        months: 'relative',
        month: 'w-full space-y-2',
        nav: 'absolute inset-x-0 top-0 z-10 flex items-center justify-between',
        button_previous: 'flex size-11 items-center justify-center rounded-full text-ink hover:bg-stone-100 disabled:opacity-40',
        button_next: 'flex size-11 items-center justify-center rounded-full text-ink hover:bg-stone-100 disabled:opacity-40',
        month_caption: 'flex h-11 items-center justify-center',
        caption_label: 'flex items-center gap-1 font-display text-lg font-semibold',
        // The month and year menus: the native select lies unseen over its label, so a tap opens it.
        dropdowns: 'flex items-center gap-1',
        dropdown_root: 'relative flex h-11 items-center rounded-full px-2 focus-within:outline-2 focus-within:outline-brand-600 hover:bg-stone-100',
        dropdown: 'absolute inset-0 z-10 w-full cursor-pointer opacity-0',
        month_grid: 'w-full border-collapse',
        weekday: 'pb-1 text-xs font-semibold text-muted',
        day: 'p-0.5 text-center align-top',
        day_button:
          'relative mx-auto flex size-11 flex-col items-center justify-center rounded-full text-[15px] transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
        today: 'font-bold text-brand-700',
        selected: '[&>button]:bg-brand-600 [&>button]:text-white [&>button]:hover:bg-brand-700',
        outside: 'text-stone-500',
        disabled: 'opacity-30',
        ...classNames,
      }}
      labels={{
        labelDayButton: (date, modifiers) => `${modifiers.today ? 'Today, ' : ''}${format(date, 'EEEE d MMMM yyyy')}${modifiers.selected ? ', selected' : ''}`,
        ...labels,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeft className="size-5" aria-hidden="true" />
          ) : orientation === 'down' ? (
            <ChevronDown className="size-4 text-brand-700" aria-hidden="true" />
          ) : (
            <ChevronRight className="size-5" aria-hidden="true" />
          ),
        ...components,
      }}
      {...props}
    />
  )
}
