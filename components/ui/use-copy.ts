'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'

type CopyOptions = {
  /** Toast once copied; leave out where the button shows `copied` itself. */
  success?: string
  /** What to do instead, when the browser refuses (an insecure page, a denied permission). */
  fallback?: string
}

/** Copies text to the clipboard; `copied` holds the text for a second, for a "Copied" state on the button. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async (text: string, { success, fallback = 'Could not copy: press and hold the text to copy it' }: CopyOptions = {}) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      toast.error(fallback)
      return false
    }
    if (success) toast.success(success)
    setCopied(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(null), 1000)
    return true
  }, [])

  return { copy, copied }
}
