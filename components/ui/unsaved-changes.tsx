'use client'
// Asks before a form with unsaved changes is left: a reload or closing the tab (the browser's own
// question), any in-app link (the Back arrow, the tabs), the form's Cancel, and the browser's Back.
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from './dialog'

export function useUnsavedChanges(dirty: boolean) {
  const router = useRouter()
  const [pending, setPending] = useState<(() => void) | null>(null)
  const dirtyRef = useRef(dirty)
  /** Whether this page pushed its extra history entry, which takes the browser's Back press. */
  const trapped = useRef(false)
  /** Set once leaving is decided, so the listeners let the navigation through. */
  const leaving = useRef(false)

  useEffect(() => {
    dirtyRef.current = dirty
    if (!dirty || trapped.current) return
    history.pushState(null, '')
    trapped.current = true
  }, [dirty])

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current && !leaving.current) event.preventDefault()
    }
    // Capture phase: runs before Next's Link handler, which then never sees the click.
    const onClick = (event: MouseEvent) => {
      if (
        !dirtyRef.current ||
        leaving.current ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return
      const url = new URL(link.href)
      if (url.origin !== location.origin) return
      event.preventDefault()
      event.stopPropagation()
      setPending(() => () => go(`${url.pathname}${url.search}${url.hash}`))
    }
    // Back took us off our extra entry: put it back and ask, or pass through when nothing is unsaved.
    const onPopState = () => {
      if (!trapped.current) return
      if (!dirtyRef.current || leaving.current) {
        trapped.current = false
        if (!leaving.current) history.back()
        return
      }
      history.pushState(null, '')
      setPending(() => () => go('back'))
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
    }
    // `go` only reads refs and the router.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** Leaves at once; the extra entry is replaced (or skipped), so Back later lands where it should. */
  function go(to: string) {
    leaving.current = true
    if (to === 'back') {
      if (trapped.current) history.go(-2)
      else router.back()
    } else if (trapped.current) router.replace(to)
    else router.push(to)
  }

  /** Leaves for `to` ('back' for the previous page), asking first when there are unsaved changes. */
  function leave(to: string) {
    if (dirtyRef.current) setPending(() => () => go(to))
    else go(to)
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null)
      }}
      title="Leave without saving?"
      description="Your changes will be lost."
      confirmLabel="Leave"
      cancelLabel="Keep editing"
      destructive
      onConfirm={() => pending?.()}
    />
  )

  return { leave, go, dialog }
}
