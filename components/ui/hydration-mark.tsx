'use client'

import { useEffect } from 'react'

/**
 * Marks the page `<html data-hydrated>` once React has hydrated it. A field filled while React takes it
 * over can lose or double what was typed, so the end-to-end journeys wait for this mark after every page
 * load: a slow phone or a busy machine hydrates well after the page's scripts have loaded.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
