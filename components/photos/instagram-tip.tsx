'use client'
import { Hash, X } from 'lucide-react'
import { useState } from 'react'
import { INSTAGRAM_TIP_COOKIE } from '@/lib/albums/instagram-tip'

/**
 * Spec: a dismissible tip about tagging Instagram posts, remembered on the device. Remembered in a
 * cookie, so the server renders the screen as the phone shows it (no tip appearing after hydration).
 */
export function InstagramTip({ dismissedBefore }: { dismissedBefore: boolean }) {
  const [dismissed, setDismissed] = useState(dismissedBefore)
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
          document.cookie = `${INSTAGRAM_TIP_COOKIE}=dismissed; path=/dashboard; max-age=${60 * 60 * 24 * 365 * 5}; samesite=lax`
          setDismissed(true)
        }}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  )
}
