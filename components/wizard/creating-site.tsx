'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { LogoMark } from '@/components/brand/logo'
import { cn } from '@/lib/ui/cn'

export const CREATING_MESSAGES = ['Setting up profile photo', 'Setting up images', 'Setting up content']
export const CREATING_TICK_MS = 2500

/** "We're creating your site": three messages, 2.5 s each, then the dashboard with a fresh profile. */
export function CreatingSite() {
  const router = useRouter()
  const [index, setIndex] = useState(0)

  useEffect(() => {
    const timer = setTimeout(() => {
      if (index < CREATING_MESSAGES.length - 1) setIndex(index + 1)
      else {
        router.refresh()
        router.push('/dashboard')
      }
    }, CREATING_TICK_MS)
    return () => clearTimeout(timer)
  }, [index, router])

  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-8 text-center">
      <LogoMark className="size-16 animate-pulse" />
      <h1 className="mt-8 font-display text-3xl font-semibold">We&apos;re creating your site</h1>
      <ol className="mt-8 w-full max-w-xs space-y-3 text-left" aria-live="polite">
        {CREATING_MESSAGES.map((message, position) => (
          <li key={message} className={cn('flex items-center gap-3 text-[15px] transition-opacity', position > index ? 'opacity-30' : 'opacity-100')}>
            <span
              className={cn(
                'flex size-6 items-center justify-center rounded-full border-2',
                position < index ? 'border-brand-600 bg-brand-600' : 'border-brand-300',
                position === index && 'animate-pulse',
              )}
            >
              {position < index ? <span className="size-2 rounded-full bg-white" /> : null}
            </span>
            {message}
          </li>
        ))}
      </ol>
    </div>
  )
}
