'use client'
import { Check } from 'lucide-react'
import type { ImageResponse } from '@/lib/albums/schema'
import { cn } from '@/lib/ui/cn'

/** Photos three a row (six on wide screens); tap to open, or to pick when `selected` is given. */
export function PhotoGrid({
  images,
  onOpen,
  selected,
  onToggle,
  disabledIds,
  disabledLabel,
  label,
}: {
  images: Pick<ImageResponse, '_id' | 'src' | 'sizes'>[]
  onOpen?: (index: number) => void
  selected?: Set<string>
  onToggle?: (id: string) => void
  disabledIds?: Set<string>
  /** Says on a photo that cannot be picked why not ("In album"). */
  disabledLabel?: string
  label: string
}) {
  const picking = selected !== undefined
  return (
    <ul className="grid grid-cols-3 gap-1 md:grid-cols-6" aria-label={label}>
      {images.map((image, index) => {
        const isSelected = selected?.has(image._id) ?? false
        const disabled = disabledIds?.has(image._id) ?? false
        return (
          <li key={image._id} className="relative aspect-square overflow-hidden rounded-lg bg-stone-100">
            <button
              type="button"
              disabled={disabled}
              aria-pressed={picking ? isSelected : undefined}
              aria-label={picking ? `${isSelected ? 'Unselect' : 'Select'} photo ${index + 1}` : `Open photo ${index + 1}`}
              onClick={() => (picking ? onToggle?.(image._id) : onOpen?.(index))}
              className="block size-full disabled:cursor-not-allowed"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- stored photos with their own sizes */}
              <img
                src={image.sizes['425'] ?? image.src}
                alt=""
                loading="lazy"
                className={cn('size-full object-cover transition', isSelected && 'scale-90 rounded-md', disabled && 'opacity-40')}
              />
            </button>
            {disabled && disabledLabel ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-1.5 bottom-1.5 rounded-md bg-white/90 py-0.5 text-center text-[11px] font-semibold text-ink"
              >
                {disabledLabel}
              </span>
            ) : null}
            {picking && !disabled ? (
              <span
                aria-hidden="true"
                className={cn(
                  'pointer-events-none absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full border-2 border-white shadow',
                  isSelected ? 'bg-brand-600' : 'bg-black/20',
                )}
              >
                {isSelected ? <Check className="size-3.5 text-white" strokeWidth={3} /> : null}
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
