'use client'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/** Whether the browser has a share sheet (phones do, most desktops not); false on the server. */
export function useCanShare() {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  )
}
