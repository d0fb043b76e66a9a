'use client'

import { useEffect } from 'react'

/**
 * Marks the page `<html data-hydrated>` once React has hydrated it. Until then a field typed into can be
 * reset by hydration, so the end-to-end journeys wait for this mark after every page load; a slow phone
 * and a busy CI machine hydrate well after the page's scripts have loaded.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
