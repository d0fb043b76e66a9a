import type { ComponentProps } from 'react'
import { cn } from '@/lib/ui/cn'

// has-[…]: a field drawn around another control (the phone and money inputs) turns red with it.
export const fieldClass =
  'w-full rounded-2xl border border-line bg-white px-4 text-[16px] text-ink placeholder:text-stone-400 transition-shadow focus:border-brand-400 focus:outline-none focus:ring-4 focus:ring-brand-100 disabled:bg-stone-50 disabled:text-stone-500 aria-invalid:border-danger aria-invalid:ring-red-100 has-[[aria-invalid=true]]:border-danger'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClass, 'h-12', className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-28 py-3 leading-6', className)} {...props} />
}
