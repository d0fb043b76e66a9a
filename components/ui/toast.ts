'use client'
// Toasts through sonner, which loads with the first toast rather than with every screen (about 9 KB
// compressed). The Toaster mounts once a toast is asked for; sonner shows toasts raised before it subscribed.
import { useSyncExternalStore } from 'react'

let asked = false
const listeners = new Set<() => void>()

function show(kind: 'message' | 'success' | 'error', text: string) {
  if (!asked) {
    asked = true
    for (const listener of listeners) listener()
  }
  void import('sonner').then(({ toast: sonner }) => (kind === 'message' ? sonner(text) : sonner[kind](text)))
}

export const toast = Object.assign((text: string) => show('message', text), {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
})

/** Whether any toast has been asked for yet: the Toaster loads then. */
export function useToastAsked(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => asked,
    () => false,
  )
}
