'use client'
// Inspiration photos for The Look: thumbnails with a remove button, and the app's upload button.
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { ImageUploadButton } from '@/components/upload/image-upload-button'

export function PhotoPicker({
  images,
  onChange,
  max,
  endpoint,
  onBusyChange,
  label = 'Add inspiration photos',
}: {
  images: string[]
  onChange: (images: string[]) => void
  max: number
  endpoint?: string
  onBusyChange?: (busy: boolean) => void
  label?: string
}) {
  // Several uploads finish one after another: each adds to the latest list, not the one it started with.
  const latest = useRef(images)
  useEffect(() => {
    latest.current = images
  }, [images])
  return (
    <div className="space-y-3">
      {images.length ? (
        <ul className="grid grid-cols-3 gap-2">
          {images.map((src, index) => (
            <li key={src} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a fresh upload from storage */}
              <img src={src} alt={`Inspiration photo ${index + 1}`} className="aspect-square w-full rounded-xl object-cover" />
              <button
                type="button"
                onClick={() => onChange(images.filter((image) => image !== src))}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-white/90 shadow"
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
        {images.length ? `${label} (${max - images.length} more)` : label}
      </ImageUploadButton>
    </div>
  )
}
