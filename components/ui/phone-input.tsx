'use client'
// A mobile number field. Its country picker and numbering rules (react-phone-number-input with
// libphonenumber, about 40 KB) load once the field comes near the screen or takes the focus, not with
// the form: until then a plain field of the same size stands in, shows the number and takes typing,
// which the real field then takes over (and the focus with it).
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { cn } from '@/lib/ui/cn'
import { fieldClass } from './input'
import type { PhoneNumberWidget } from './phone-number-widget'

type Widget = typeof PhoneNumberWidget
/** The real field, and what the stand-in hands it: text typed into it, and whether it had the focus. */
type Loaded = { Widget: Widget; typed?: string; focused: boolean }

let loadedWidget: Widget | undefined
const loadWidget = () => import('./phone-number-widget').then((module) => (loadedWidget = module.PhoneNumberWidget))

export function PhoneInput({
  ref,
  ...field
}: {
  id: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  invalid?: boolean
  required?: boolean
  ref?: Ref<HTMLInputElement>
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(() => (loadedWidget ? { Widget: loadedWidget, focused: false } : null))
  const standIn = useRef<HTMLInputElement>(null)
  // A form refused for this field focuses it through `ref`: the stand-in's until the real one is here.
  useImperativeHandle(loaded ? undefined : ref, () => standIn.current as HTMLInputElement)

  const load = () =>
    void loadWidget().then((Widget) => {
      const input = standIn.current
      setLoaded(
        (current) =>
          current ?? { Widget, typed: input && input.value !== (field.value ?? '') ? input.value : undefined, focused: document.activeElement === input },
      )
    })

  useEffect(() => {
    if (loaded || !standIn.current) return
    const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '300px 0px' })
    seen.observe(standIn.current)
    return () => seen.disconnect()
  })

  if (loaded) return <loaded.Widget {...field} ref={ref} typed={loaded.typed} autoFocus={loaded.focused} />
  return (
    <div className={cn(fieldClass, 'flex h-12 items-center gap-2')}>
      <span className="h-[1em] w-[calc(1.5em+1.2rem)] shrink-0 rounded-sm bg-stone-100" aria-hidden="true" />
      <input
        // A number set from outside (a reset form) shows; typing here does not change the key.
        key={field.value}
        ref={standIn}
        id={field.id}
        type="tel"
        autoComplete="tel"
        defaultValue={field.value ?? ''}
        required={field.required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.invalid ? `${field.id}-error` : undefined}
        onFocus={load}
        className="h-full min-w-0 flex-1 bg-transparent outline-none"
      />
    </div>
  )
}
