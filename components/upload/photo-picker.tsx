'use client'
// Photos someone adds to a form: thumbnails with a remove button, and the app's upload button. Inspiration
// for a gig's look (the event form, a booking request) and a customer's photos with her review.
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { smallPhotoSrc } from '@/lib/images/photo'
import { cn } from '@/lib/ui/cn'
import { ImageUploadButton } from './image-upload-button'

export function PhotoPicker({
  images,
  onChange,
  max,
  endpoint,
  onBusyChange,
  label,
  alt = 'Inspiration photo',
  className,
}: {
  images: string[]
  onChange: (images: string[]) => void
  max: number
  endpoint?: string
  onBusyChange?: (busy: boolean) => void
  /** The upload button's words, with how many more fit once there are some; the button's own without. */
  label?: string
  /** Each thumbnail's description, numbered. */
  alt?: string
  className?: string
}) {
  // Several uploads finish one after another: each adds to the latest list, not the one it started with.
  const latest = useRef(images)
  useEffect(() => {
    latest.current = images
  }, [images])
  return (
    <div className={cn('space-y-3', className)}>
      {images.length ? (
        <ul className="grid grid-cols-3 gap-2">
          {images.map((src, index) => (
            <li key={src} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a fresh upload from storage */}
              <img src={smallPhotoSrc(src)} alt={`${alt} ${index + 1}`} className="aspect-square w-full rounded-xl object-cover" />
              <button
                type="button"
                onClick={() => onChange(images.filter((image) => image !== src))}
                aria-label={`Remove photo ${index + 1}`}
                className="tap-area absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-white/90 shadow"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageUploadButton
        endpoint={endpoint}
        maxFiles={max - images.length}
        onBusyChange={onBusyChange}
        onUploaded={(url) => {
          latest.current = [...latest.current, url].slice(0, max)
          onChange(latest.current)
        }}
      >
        {label ? (images.length ? `${label} (${max - images.length} more)` : label) : undefined}
      </ImageUploadButton>
    </div>
  )
}
