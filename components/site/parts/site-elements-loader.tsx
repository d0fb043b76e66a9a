'use client'
import { useEffect } from 'react'
import { defineSiteElements } from './site-elements'

/** The site's custom elements on the app's own screens (previews), which load the app's code anyway. */
export function SiteElements() {
  useEffect(defineSiteElements, [])
  return null
}
