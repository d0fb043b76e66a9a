'use client'
// The one way a screen runs a call the owner (or a client) started: busy while it runs, the spec's toast
// once it worked, the server's message when it did not, refused fields marked and the first one focused.
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { ApiError, errorMessage } from '@/lib/api/client'
import { useIdempotencyKey } from '@/lib/api/idempotency-key'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'

export type MutationOptions<T> = {
  /** The toast once it worked: the spec's text, or one made from the answer (none for undefined). */
  success?: string | ((result: T) => string | undefined)
  /** The error toast's text for a failure without a message of its own (a network error). */
  fallback?: string
  /** Shows the failure itself instead of the error toast (under a field, a notice); a text it returns is toasted after all. */
  onError?: (error: unknown) => string | void
  /** The fields the server refused (`ApiError.fields`), for the form to mark. */
  fieldErrors?: (fields: Record<string, string>) => void
  /** With `fieldErrors`: the form whose first invalid field then takes the focus. */
  focus?: () => EventTarget | null | undefined
  /** Success leaves the screen (a redirect, Stripe): stay busy until the page goes, never flicker back. */
  keepBusy?: boolean | ((result: T) => boolean)
  /** The server-rendered page shows what changed: refresh the route once it worked. */
  refresh?: boolean
  /** Which of several buttons served by one hook shows busy (`busyWith`). */
  key?: string
}

export type MutationEffects = {
  setRunning: (running: { key?: string } | null) => void
  mounted: () => boolean
  refresh: () => void
  renewKey: () => void
}

/** `useMutation`'s run, apart from React: resolves to the answer, or undefined once the failure is shown. */
export async function runMutation<T>(work: () => Promise<T>, options: MutationOptions<T>, effects: MutationEffects): Promise<T | undefined> {
  effects.setRunning({ key: options.key })
  try {
    const result = await work()
    if (effects.mounted()) effects.renewKey()
    const text = typeof options.success === 'function' ? options.success(result) : options.success
    if (text) toast.success(text)
    if (options.refresh) effects.refresh()
    const leaving = typeof options.keepBusy === 'function' ? options.keepBusy(result) : options.keepBusy
    if (!leaving && effects.mounted()) effects.setRunning(null)
    return result
  } catch (error) {
    if (options.fieldErrors && error instanceof ApiError && error.fields) {
      options.fieldErrors(error.fields)
      if (options.focus) focusFirstInvalid(options.focus())
    }
    const text = options.onError ? options.onError(error) : errorMessage(error, options.fallback)
    if (text) toast.error(text)
    if (effects.mounted()) effects.setRunning(null)
    return undefined
  }
}

/**
 * `run(work, options)` runs `work` (the `/v1` call and the revalidation that must follow it) and reports
 * it; it never rejects. `idempotencyKey` is one per submission for creates, renewed after each success.
 */
export function useMutation() {
  const router = useRouter()
  const [running, setRunning] = useState<{ key?: string } | null>(null)
  const [idempotencyKey, renewKey] = useIdempotencyKey()
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const run = useCallback(
    <T>(work: () => Promise<T>, options: MutationOptions<T> = {}) =>
      runMutation(work, options, { setRunning, mounted: () => mounted.current, refresh: () => router.refresh(), renewKey }),
    [router, renewKey],
  )

  return { run, busy: running !== null, busyWith: running?.key, idempotencyKey }
}
