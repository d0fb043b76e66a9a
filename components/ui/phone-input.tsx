'use client'
// A mobile number field. Its country picker and numbering rules (react-phone-number-input with
// libphonenumber, about 40 KB) load once the field comes near the screen or takes the focus, not with
// the form. Until then a plain field of the same size stands in: what is typed there goes into the form
// at once, as typed (the schema and the server read a national number as Australian), and the real
// field takes it over as its number, with the focus if the stand-in had it.
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { cn } from '@/lib/ui/cn'
import { fieldClass } from './input'
import type { PhoneNumberWidget } from './phone-number-widget'

type Widget = typeof PhoneNumberWidget

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
  const [Widget, setWidget] = useState<Widget | undefined>(() => loadedWidget)
  const [standInFocused, setStandInFocused] = useState(false)
  const standIn = useRef<HTMLInputElement>(null)
  // A form refused for this field focuses it through `ref`: the stand-in's until the real one is here.
  useImperativeHandle(Widget ? undefined : ref, () => standIn.current as HTMLInputElement)

  const load = () => void loadWidget().then((loaded) => setWidget(() => loaded))

  // On a slow phone the page shows before its script runs: a number typed meanwhile is in the field but
  // not in the form. Take it over once hydrated, or the form sends it empty. A passive effect: a form
  // library's own layout effects (react-hook-form subscribes in them) come first.
  const takeOverTyped = useEffectEvent(() => {
    if (!field.value && standIn.current?.value) field.onChange(standIn.current.value)
  })
  useEffect(() => takeOverTyped(), [])

  useEffect(() => {
    if (Widget || !standIn.current) return
    const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '300px 0px' })
    seen.observe(standIn.current)
    return () => seen.disconnect()
  })

  if (Widget) return <Widget {...field} ref={ref} autoFocus={standInFocused} />
  return (
    <div className={cn(fieldClass, 'flex h-12 items-center gap-2')}>
      <span className="h-[1em] w-[calc(1.5em+1.2rem)] shrink-0 rounded-sm bg-stone-100" aria-hidden="true" />
      <input
        ref={standIn}
        id={field.id}
        type="tel"
        autoComplete="tel"
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value || undefined)}
        required={field.required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.invalid ? `${field.id}-error` : undefined}
        onFocus={() => {
          setStandInFocused(true)
          load()
        }}
        onBlur={() => setStandInFocused(false)}
        className="h-full min-w-0 flex-1 bg-transparent outline-none"
      />
    </div>
  )
}
