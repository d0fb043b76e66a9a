'use client'
import { Hash, X } from 'lucide-react'
import { useSyncExternalStore } from 'react'

const KEY = 'glowfolio.instagram-tip-dismissed'
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Spec: a dismissible tip about tagging Instagram posts, remembered on the device. */
export function InstagramTip() {
  const dismissed = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(KEY) === '1',
    () => true,
  )
  if (dismissed) return null
  return (
    <aside className="flex gap-3 rounded-card bg-brand-50 p-4 text-[15px] leading-6 text-brand-900" aria-label="Tip">
      <Hash className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        Tag your Instagram posts with hashtags like <strong>#bridal</strong> or <strong>#editorial</strong>, and we will suggest albums for them.
      </p>
      <button
        type="button"
        aria-label="Dismiss the tip"
        className="tap-area relative -m-1 flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
        onClick={() => {
          localStorage.setItem(KEY, '1')
          listeners.forEach((listener) => listener())
        }}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  )
}
