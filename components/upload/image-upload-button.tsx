'use client'
// The one image picker of the app: choose one or several photos, see each upload's progress, get
// their URLs. Used for review photos, profile and cover photos, albums and booking inspiration.
import { ImagePlus } from 'lucide-react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { toast } from '@/components/ui/toast'
import { Progress } from '@/components/ui/progress'
import { useMutation } from '@/components/ui/use-mutation'
import { cn } from '@/lib/ui/cn'
import { ACCEPTED_IMAGE_TYPES, prepareImage, sendImage } from './upload-image'

export function ImageUploadButton({
  endpoint = '/v1/image/upload-single-image',
  maxFiles = 1,
  disabled,
  onUploaded,
  onAllUploaded,
  onBusyChange,
  variant = 'soft',
  className,
  children,
}: {
  endpoint?: string
  /** How many more photos may be chosen now; 0 disables the button. */
  maxFiles?: number
  disabled?: boolean
  /** Each photo as it finishes. */
  onUploaded?: (url: string) => void
  /** Every photo of one choice, once they are all done (those that made it, if one failed). */
  onAllUploaded?: (urls: string[]) => void
  onBusyChange?: (busy: boolean) => void
  /** `soft`: a tinted pill; `ghost`: text only, for rows of actions; `menu`: a full-width menu entry. */
  variant?: 'soft' | 'ghost' | 'menu'
  className?: string
  children?: ReactNode
}) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<{ index: number; count: number; fraction: number } | null>(null)
  const busy = progress !== null
  const { run } = useMutation()

  async function upload(files: File[]) {
    // More than fit: the first ones go, and she is told why the rest did not.
    if (files.length > maxFiles) toast.error(maxFiles === 1 ? 'You can add one more photo' : `You can add ${maxFiles} more photos`)
    const chosen = files.slice(0, maxFiles)
    if (chosen.length === 0) return
    onBusyChange?.(true)
    const urls: string[] = []
    await run(
      async () => {
        for (const [index, file] of chosen.entries()) {
          setProgress({ index, count: chosen.length, fraction: 0 })
          const prepared = await prepareImage(file)
          const url = await sendImage(endpoint, prepared, (fraction) => setProgress({ index, count: chosen.length, fraction }))
          urls.push(url)
          onUploaded?.(url)
        }
      },
      { fallback: 'The upload failed. Please try again.' },
    )
    // The photos that made it count, even when a later one failed.
    if (urls.length) onAllUploaded?.(urls)
    setProgress(null)
    onBusyChange?.(false)
    if (input.current) input.current.value = ''
  }

  const unavailable = disabled || busy || maxFiles <= 0
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        aria-disabled={unavailable}
        className={cn(
          'inline-flex cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full px-4 py-2.5 text-sm font-semibold transition',
          variant === 'soft' && 'bg-brand-50 text-brand-800 hover:bg-brand-100',
          variant === 'ghost' && 'h-10 px-3 py-0 text-brand-700 hover:bg-brand-50',
          variant === 'menu' && 'w-full justify-start gap-3 rounded-2xl px-3 py-3 text-base text-ink hover:bg-stone-50',
          unavailable && 'pointer-events-none opacity-45',
        )}
      >
        {children ?? (
          <>
            <ImagePlus className="size-4" aria-hidden="true" />
            {maxFiles > 1 ? 'Add photos' : 'Add photo'}
          </>
        )}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        multiple={maxFiles > 1}
        disabled={unavailable}
        className="sr-only"
        onChange={(event) => upload(Array.from(event.target.files ?? []))}
      />
      {progress ? (
        <div className="mt-2 space-y-1" aria-live="polite">
          <Progress value={((progress.index + progress.fraction) / progress.count) * 100} label="Upload progress" />
          <p className="text-xs text-muted">Uploading {progress.count > 1 ? `photo ${progress.index + 1} of ${progress.count}` : 'your photo'}…</p>
        </div>
      ) : null}
    </div>
  )
}
