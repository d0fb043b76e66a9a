'use client'
import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}
/** Whether this browser can share files (phones): false on the server and on most desktops. */
export function useCanShareFiles(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () =>
      typeof navigator !== 'undefined' &&
      typeof navigator.canShare === 'function' &&
      navigator.canShare({ files: [new File([''], 'card.png', { type: 'image/png' })] }),
    () => false,
  )
}
