'use client'
// An on/off switch: a button with the switch role (WAI-ARIA's switch pattern), so a tap, Space or Enter
// flips it and a <label> around it names it and flips it too. Our own, as it is on many first screens.
import type { ComponentProps } from 'react'
import { cn } from '@/lib/ui/cn'

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'type' | 'role'> & {
  checked: boolean
  onCheckedChange?: (checked: boolean) => void
}

export function Switch({ checked, onCheckedChange, className, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={cn(
        'tap-area relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) onCheckedChange?.(!checked)
      }}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]"
      />
    </button>
  )
}
