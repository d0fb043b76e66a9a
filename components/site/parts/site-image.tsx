import type { CSSProperties } from 'react'
import { preload } from 'react-dom'
import type { SiteImage as Image } from '@/lib/site/get-site'

const WIDTHS: Record<string, number> = { '425': 425, '768': 768, '1024': 1024 }

/**
 * A stored photo with its responsive sizes (425/768/1024 wide), so phones download only what they show.
 * `priority` is the page's main image (fetched first); `eager` is above the fold but not the main one.
 */
export function SiteImage({
  image,
  alt,
  sizes = '100vw',
  priority,
  eager,
  className,
  style,
}: {
  image: Image
  alt: string
  sizes?: string
  priority?: boolean
  eager?: boolean
  className?: string
  style?: CSSProperties
}) {
  const srcSet = Object.entries(image.sizes)
    .filter(([viewport]) => viewport in WIDTHS)
    .map(([viewport, url]) => `${url} ${WIDTHS[viewport]}w`)
    .join(', ')
  // The main image is announced in the <head>, so the phone starts on it before the styles and scripts.
  if (priority) preload(image.src, { as: 'image', imageSrcSet: srcSet || undefined, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our stored sizes make the srcset; no optimizer round trip
    <img
      src={image.src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  )
}
