'use client'
// Spec: after paying for Smart Albums, a progress screen "Activating Smart Albums" with three steps of
// 2500 ms. Meanwhile the first sync runs, so the suggestions are there when the owner arrives.
import { Check } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { api } from '@/lib/api/client'
import { cn } from '@/lib/ui/cn'

export const ACTIVATION_STEPS = ['Reading your hashtags', 'Grouping your photos', 'Suggesting albums']
export const ACTIVATION_STEP_MS = 2500

export function ActivatingSmartAlbums() {
  const router = useRouter()
  const [step, setStep] = useState(0)

  useEffect(() => {
    api('/v1/instagram/sync', { method: 'POST' }).catch(() => undefined)
  }, [])

  useEffect(() => {
    const timer = setTimeout(() => {
      if (step < ACTIVATION_STEPS.length) setStep(step + 1)
      if (step + 1 >= ACTIVATION_STEPS.length) {
        router.push('/dashboard/photos')
        router.refresh()
      }
    }, ACTIVATION_STEP_MS)
    return () => clearTimeout(timer)
  }, [step, router])

  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-8">
      <h1 className="font-display text-3xl font-semibold">Activating Smart Albums</h1>
      <ol className="mt-8 w-full max-w-xs space-y-3" aria-live="polite">
        {ACTIVATION_STEPS.map((label, index) => (
          <li key={label} className={cn('flex items-center gap-3 text-[15px] transition-opacity', index > step ? 'opacity-35' : 'opacity-100')}>
            <span
              className={cn(
                'flex size-7 items-center justify-center rounded-full border-2',
                index < step ? 'border-success bg-success text-white' : 'border-brand-300',
                index === step && 'animate-pulse',
              )}
            >
              {index < step ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : null}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </div>
  )
}
