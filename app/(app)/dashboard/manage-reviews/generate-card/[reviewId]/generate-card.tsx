'use client'
// The generate review card screen: Stories or Feed, a template, the real card previewed live, then
// "Generate Review Card" e-mails it. On a phone the card can also be shared or saved right here.
import { Check, Download, ImagePlus, Mail, Share2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useMemo, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { Stars } from '@/components/ui/stars'
import { useMutation } from '@/components/ui/use-mutation'
import { api, errorMessage } from '@/lib/api/client'
import type { OwnerCardReview } from '@/lib/cards/get-owner-card-review'
import type { RouteReviewCardResponse } from '@/lib/cards/schema'
import type { CardTemplateOption } from '@/lib/cards/template-options'
import { cn } from '@/lib/ui/cn'

type CardType = 'story' | 'feed'

const cardPath = (reviewId: string, templateId: string, source: string) => `/review/generate-card/${encodeURIComponent(reviewId)}?id=${encodeURIComponent(templateId)}&source=${source}`

const subscribeNothing = () => () => {}
/** Whether this browser can share files (phones): false on the server and on most desktops. */
function useCanShareFiles(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File([''], 'card.png', { type: 'image/png' })] }),
    () => false,
  )
}

export function GenerateCard({
  review,
  templates,
  initialTemplateId,
  userId,
  email,
}: {
  review: OwnerCardReview
  templates: CardTemplateOption[]
  initialTemplateId: string
  userId: string
  email: string
}) {
  const router = useRouter()
  const initial = templates.find((t) => t.id === initialTemplateId) ?? templates[0]
  const [type, setType] = useState<CardType>(initial.type)
  const [selectedId, setSelectedId] = useState(initial.id)
  const [notEnoughOpen, setNotEnoughOpen] = useState(false)
  const sending = useMutation()
  const [sent, setSent] = useState<{ templateId: string; email: string } | null>(null)
  const sharing = useMutation()
  const saving = useMutation()
  const canShareFiles = useCanShareFiles()

  const shown = useMemo(() => templates.filter((t) => t.type === type), [templates, type])
  const selected = shown.find((t) => t.id === selectedId) ?? shown[0]
  const enoughImages = review.images.length >= selected.imagesNeeded
  const usable = enoughImages && !review.hidden && !review.placeholder
  const src = cardPath(review.id, selected.id, review.source)
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const loading = usable && loadedSrc !== src && failedSrc !== src

  const sentTo = sent?.templateId === selected.id ? sent.email : null

  function chooseType(next: CardType) {
    setType(next)
    const first = templates.find((t) => t.type === next && t.id === selectedId) ?? templates.find((t) => t.type === next)!
    setSelectedId(first.id)
  }

  function generate() {
    if (!enoughImages) {
      setNotEnoughOpen(true)
      return
    }
    sending.run(
      async () => {
        const result = await api<RouteReviewCardResponse>('/v1/util/route-review-card', {
          method: 'POST',
          body: { reviewId: review.id, reviewTemplateId: selected.id, userId, width: selected.width, height: selected.height, url: new URL(src, window.location.origin).href },
        })
        setSent({ templateId: selected.id, email: result.emailedTo })
        return result
      },
      { success: (result) => `Your card is on its way to ${result.emailedTo}` },
    )
  }

  async function cardFile(): Promise<File> {
    const response = await fetch(src, { credentials: 'same-origin' })
    if (!response.ok) throw new Error('The card could not be made. Please try again.')
    const blob = await response.blob()
    return new File([blob], `review-card-${selected.id}.png`, { type: 'image/png' })
  }

  const share = () =>
    sharing.run(
      async () => {
        const file = await cardFile()
        await navigator.share({ files: [file], title: `Review from ${review.customerName}` })
      },
      // Closing the share sheet is no failure.
      { onError: (error) => ((error as Error).name === 'AbortError' ? undefined : errorMessage(error)) },
    )

  const save = () =>
    saving.run(async () => {
      const file = await cardFile()
      const url = URL.createObjectURL(file)
      const link = document.createElement('a')
      link.href = url
      link.download = file.name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    })

  return (
    <div className="space-y-5">
      <section className="flex items-start gap-3 rounded-card bg-white p-4 shadow-card" aria-label="The review">
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <p className="truncate font-semibold">{review.customerName}</p>
            <Stars score={review.score} size={14} />
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-muted">{review.comments}</p>
        </div>
        <p className="shrink-0 rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold text-muted">
          {review.images.length === 1 ? '1 photo' : `${review.images.length} photos`}
        </p>
      </section>

      <div role="radiogroup" aria-label="Card size" className="grid grid-cols-2 rounded-full bg-stone-200/70 p-1">
        {(['story', 'feed'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={type === value}
            onClick={() => chooseType(value)}
            className={cn('h-10 rounded-full text-[15px] font-semibold transition-colors', type === value ? 'bg-white text-ink shadow-sm' : 'text-muted')}
          >
            {value === 'story' ? 'Stories' : 'Feed'}
          </button>
        ))}
      </div>

      <figure className="flex flex-col items-center">
        <div
          className={cn('relative overflow-hidden rounded-2xl bg-stone-100 shadow-float', type === 'story' ? 'aspect-[9/16] w-[62%]' : 'aspect-square w-[82%]')}
          aria-busy={loading || undefined}
        >
          {usable ? (
            // eslint-disable-next-line @next/next/no-img-element -- the card PNG is rendered by our own route
            <img
              key={src}
              src={src}
              alt={`Review card preview: ${selected.name}`}
              className="size-full object-cover"
              ref={(node) => {
                // The card may have loaded before React attached onLoad (server-rendered <img>).
                if (node?.complete && node.naturalWidth > 0) setLoadedSrc(src)
              }}
              onLoad={() => setLoadedSrc(src)}
              onError={() => setFailedSrc(src)}
            />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a static preview of the template
            <img src={selected.preview} alt={`Template preview: ${selected.name}`} className="size-full object-cover opacity-60" />
          )}
          {loading ? (
            <div className="absolute inset-0 flex items-center justify-center bg-white/40">
              <Spinner className="size-7 text-brand-600" label="Making your card" />
            </div>
          ) : null}
          {!enoughImages ? (
            <div className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 px-3 py-2 text-center text-xs font-semibold text-ink shadow">
              This design needs {selected.imagesNeeded === 1 ? '1 photo' : `${selected.imagesNeeded} photos`}
            </div>
          ) : null}
        </div>
        <figcaption className="mt-2 text-xs text-muted">
          {selected.name} · {selected.width} × {selected.height}
        </figcaption>
      </figure>

      <section aria-label="Templates">
        <div className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 py-1.5 no-scrollbar" role="radiogroup" aria-label="Template">
          {shown.map((template) => {
            const active = template.id === selected.id
            return (
              <button
                key={template.id}
                type="button"
                role="radio"
                aria-checked={active}
                aria-label={template.name}
                onClick={() => setSelectedId(template.id)}
                className={cn(
                  'relative shrink-0 snap-start overflow-hidden rounded-xl bg-white ring-offset-2 ring-offset-canvas transition',
                  template.type === 'story' ? 'h-32 w-[72px]' : 'size-24',
                  active ? 'ring-2 ring-brand-600' : 'ring-1 ring-line',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- static previews rendered by the card templates */}
                <img src={template.preview} alt="" loading="lazy" className="size-full object-cover" />
                {active ? (
                  <span className="absolute right-1 top-1 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white">
                    <Check className="size-3" aria-hidden="true" />
                  </span>
                ) : null}
                {template.imagesNeeded > review.images.length ? (
                  <span className="absolute inset-x-1 bottom-1 flex items-center justify-center gap-0.5 rounded-md bg-white/90 py-0.5 text-[10px] font-semibold text-ink">
                    <ImagePlus className="size-3" aria-hidden="true" />
                    {template.imagesNeeded}
                  </span>
                ) : null}
              </button>
            )
          })}
        </div>
      </section>

      {review.hidden ? (
        <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">This review is hidden. Show it on your reviews page to share it as a card.</p>
      ) : null}

      <div className="space-y-3">
        <Button size="lg" block onClick={generate} loading={sending.busy} disabled={review.hidden || review.placeholder}>
          Generate Review Card
        </Button>
        <p className="flex items-start gap-2.5 rounded-2xl bg-white/70 px-4 py-3 text-sm text-muted ring-1 ring-line">
          <Mail className={cn('mt-0.5 size-4 shrink-0', sentTo ? 'text-success' : 'text-brand-600')} aria-hidden="true" />
          <span className="min-w-0 break-words">
            {sentTo ? `Sent to ${sentTo}. Check your inbox.` : `We'll e-mail the card to ${email}.`}
          </span>
        </p>
        {usable ? (
          <div className="grid grid-cols-2 gap-3">
            {canShareFiles ? (
              <Button variant="secondary" onClick={share} loading={sharing.busy}>
                <Share2 aria-hidden="true" /> Share
              </Button>
            ) : null}
            <Button variant="outline" onClick={save} className={canShareFiles ? undefined : 'col-span-2'}>
              <Download aria-hidden="true" /> Save image
            </Button>
          </div>
        ) : null}
      </div>

      <ConfirmDialog
        open={notEnoughOpen}
        onOpenChange={setNotEnoughOpen}
        title="Not enough images for this template."
        description={`This design shows ${selected.imagesNeeded === 1 ? '1 photo' : `${selected.imagesNeeded} photos`} and this review has ${review.images.length === 0 ? 'none' : review.images.length === 1 ? '1' : review.images.length}. Add photos to the review, or pick another design.`}
        confirmLabel="Add photos"
        cancelLabel="Pick another design"
        onConfirm={() => router.push(`/dashboard/reviews#review-${review.id}`)}
      />
    </div>
  )
}
