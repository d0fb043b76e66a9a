'use client'
// The generate review card screen: Stories or Feed, a template, the real card previewed live, then
// "Generate Review Card" e-mails it. On a phone the card can also be shared or saved right here. A review
// posted through the thank-you's link can show "Verified client · March 2027", if the artist turns it on.
import { Download, Mail, Share2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Switch } from '@/components/ui/switch'
import type { OwnerCardReview } from '@/lib/cards/get-owner-card-review'
import type { CardTemplateOption } from '@/lib/cards/template-options'
import { cn } from '@/lib/ui/cn'
import { CardPreview } from './card-preview'
import { CardReviewSummary } from './card-review-summary'
import { CardSizeSwitch, type CardType } from './card-size-switch'
import { TemplatePicker } from './template-picker'
import { useCanShareFiles } from './use-can-share-files'
import { useCardDelivery } from './use-card-delivery'

const cardPath = (reviewId: string, templateId: string, source: string, verified: boolean) =>
  `/review/generate-card/${encodeURIComponent(reviewId)}?id=${encodeURIComponent(templateId)}&source=${source}${verified ? '&verified=1' : ''}`

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
  const [verified, setVerified] = useState(false)
  const canShareFiles = useCanShareFiles()

  const shown = useMemo(() => templates.filter((t) => t.type === type), [templates, type])
  const selected = shown.find((t) => t.id === selectedId) ?? shown[0]
  const enoughImages = review.images.length >= selected.imagesNeeded
  const usable = enoughImages && !review.hidden && !review.placeholder
  const showMark = verified && review.verifiedMark !== null
  const src = cardPath(review.id, selected.id, review.source, showMark)
  const delivery = useCardDelivery({ review, selected, src, userId, verified: showMark })

  function chooseType(next: CardType) {
    setType(next)
    const first = templates.find((t) => t.type === next && t.id === selectedId) ?? templates.find((t) => t.type === next)!
    setSelectedId(first.id)
  }

  function generate() {
    if (enoughImages) delivery.send()
    else setNotEnoughOpen(true)
  }

  return (
    <div className="space-y-5">
      <CardReviewSummary review={review} />
      <CardSizeSwitch value={type} onChange={chooseType} />
      <CardPreview template={selected} src={src} usable={usable} enoughImages={enoughImages} />
      <TemplatePicker templates={shown} selectedId={selected.id} photoCount={review.images.length} onSelect={setSelectedId} />
      {review.verifiedMark ? (
        <label className="flex min-h-11 items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card">
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Show the verified mark</span>
            <span className="block text-sm text-muted">“{review.verifiedMark}” on the card</span>
          </span>
          <Switch checked={verified} onCheckedChange={setVerified} aria-label="Show the verified mark" />
        </label>
      ) : null}

      {review.hidden ? (
        <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900">This review is hidden. Show it on your reviews page to share it as a card.</p>
      ) : null}

      <div className="space-y-3">
        <Button size="lg" block onClick={generate} loading={delivery.sending} disabled={review.hidden || review.placeholder}>
          Generate Review Card
        </Button>
        <p className="flex items-start gap-2.5 rounded-2xl bg-white/70 px-4 py-3 text-sm text-muted ring-1 ring-line">
          <Mail className={cn('mt-0.5 size-4 shrink-0', delivery.sentTo ? 'text-success' : 'text-brand-600')} aria-hidden="true" />
          <span className="min-w-0 break-words">
            {delivery.sentTo ? `Sent to ${delivery.sentTo}. Check your inbox.` : `We'll e-mail the card to ${email}.`}
          </span>
        </p>
        {usable ? (
          <div className="grid grid-cols-2 gap-3">
            {canShareFiles ? (
              <Button variant="secondary" onClick={delivery.share} loading={delivery.sharing}>
                <Share2 aria-hidden="true" /> Share
              </Button>
            ) : null}
            <Button variant="outline" onClick={delivery.save} className={canShareFiles ? undefined : 'col-span-2'}>
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
