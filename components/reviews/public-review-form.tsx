'use client'
// The customer's review form, on their phone, no login: rating, then pictures, then thanks.
import { CheckCircle2 } from 'lucide-react'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Progress } from '@/components/ui/progress'
import { useMutation } from '@/components/ui/use-mutation'
import { PhotoPicker } from '@/components/upload/photo-picker'
import { api } from '@/lib/api/client'
import { MAX_CUSTOMER_PHOTOS } from '@/lib/reviews/limits'
import { useReviewDraft } from './review-draft'
import { ScorePicker } from './score-picker'

type Owner = { id: string; businessName: string | null; profileImg: string | null; slug: string | null }

export const commentsPrompt = (score: number) => (score <= 3 ? 'What do you feel I should do better?' : 'Can you leave me a testimonial please')

// The photo step is its own history entry, so the browser's Back returns to the rating, not away.
const PHOTOS_STEP = 'photos'

/** A review request's signed link: the review is tied to her gig, and her name starts filled in. */
type Request = { token: string; customerName: string }

export function PublicReviewForm({ owner, source, request = null }: { owner: Owner; source: string; request?: Request | null }) {
  const onPhotos = useSearchParams().get('step') === PHOTOS_STEP
  const { draft, update, clear } = useReviewDraft(owner.id)
  const requestName = request?.customerName
  useEffect(() => {
    if (requestName) update((current) => (current.customerName ? {} : { customerName: requestName }))
  }, [requestName, update])
  const { customerName, customerEmail, score, comments, images, idempotencyKey } = draft
  // The first name the thanks are for: the draft is gone once posted.
  const [thanked, setThanked] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const { run, busy: sending } = useMutation()
  const business = owner.businessName ?? 'this business'
  const ratingComplete = customerName.trim() !== '' && score > 0 && comments.trim() !== ''
  const step = thanked !== null ? 'finish' : onPhotos && ratingComplete ? 'pics' : 'rating'

  function showPhotos() {
    const params = new URLSearchParams(window.location.search)
    params.set('step', PHOTOS_STEP)
    // Already at the photo step's address (a reload before the draft came back): no second entry.
    window.history[onPhotos ? 'replaceState' : 'pushState'](null, '', `?${params.toString()}`)
  }

  // The draft keeps its own idempotency key: a reload sends the same review again, not a second one.
  const submit = () =>
    run(
      async () => {
        await api('/v1/review', {
          method: 'POST',
          body: { userId: owner.id, customerName, customerEmail, score, comments, images, source, ...(request ? { requestToken: request.token } : {}) },
          idempotencyKey,
        })
        // Composed (NFC): a name typed as "e + ̂ + ̃" drew its tilde beside the letter ("Nguyêñ").
        setThanked(customerName.normalize('NFC').trim().split(/\s+/)[0])
        clear()
      },
      { fallback: 'Unexpected error, please try again' },
    )

  if (step === 'finish') {
    return (
      <section className="rounded-card bg-white p-6 text-center shadow-card" aria-live="polite">
        <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
        <h2 className="mt-4 font-display text-2xl font-semibold wrap-anywhere">Thank you, {thanked}!</h2>
        <p className="mt-2 text-[15px] leading-6 text-muted wrap-anywhere">Your review means the world to {business}.</p>
        {owner.slug ? (
          <Button asChild variant="outline" className="mt-6 max-w-full">
            <a href={`/${owner.slug}`}>
              <span className="truncate">Visit {business}</span>
            </a>
          </Button>
        ) : null}
      </section>
    )
  }

  const stepNumber = step === 'rating' ? 1 : 2
  return (
    <section className="rounded-card bg-white p-5 shadow-card">
      <div className="flex items-center gap-3">
        <Avatar name={business} src={owner.profileImg} className="size-12 shrink-0" />
        <div className="min-w-0">
          <p className="text-sm text-muted">Review</p>
          <h1 className="truncate font-display text-xl font-semibold">{business}</h1>
        </div>
      </div>
      <div className="mt-5 space-y-1.5">
        <p className="text-xs font-semibold text-muted">{stepNumber} of 2 steps</p>
        <Progress value={stepNumber * 50} label={`${stepNumber} of 2 steps`} />
      </div>

      {step === 'rating' ? (
        <form
          className="mt-6 space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            if (ratingComplete) showPhotos()
          }}
        >
          <Field id="customer-name" label="Your name">
            <Input
              id="customer-name"
              autoComplete="name"
              value={customerName}
              onChange={(e) => update(() => ({ customerName: e.target.value }))}
              maxLength={80}
            />
          </Field>
          <Field id="customer-email" label="Your email (optional)" hint={`So ${business} knows it’s you. It is never shown.`}>
            <Input
              id="customer-email"
              type="email"
              inputMode="email"
              autoCapitalize="none"
              autoComplete="email"
              value={customerEmail}
              onChange={(e) => update(() => ({ customerEmail: e.target.value }))}
              maxLength={254}
            />
          </Field>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">How was your experience?</legend>
            <ScorePicker value={score} onChange={(value) => update(() => ({ score: value }))} />
          </fieldset>
          {score > 0 ? (
            <Field id="comments" label={commentsPrompt(score)}>
              <Textarea id="comments" rows={5} value={comments} onChange={(e) => update(() => ({ comments: e.target.value }))} maxLength={2000} />
            </Field>
          ) : null}
          <Button type="submit" size="lg" block disabled={!ratingComplete}>
            Next
          </Button>
        </form>
      ) : (
        <div className="mt-6 space-y-5">
          <div>
            <h2 className="font-semibold">Add your photos</h2>
            <p className="mt-1 text-sm text-muted">Show off your look! Up to {MAX_CUSTOMER_PHOTOS} pictures, or skip this step.</p>
          </div>
          <PhotoPicker
            images={images}
            onChange={(next) => update(() => ({ images: next }))}
            max={MAX_CUSTOMER_PHOTOS}
            endpoint={`/v1/review/upload-photo?userId=${encodeURIComponent(owner.id)}`}
            onBusyChange={setUploading}
            alt="Your photo"
            className="space-y-5"
          />
          <div className="flex gap-3">
            <Button type="button" variant="ghost" size="lg" onClick={() => window.history.back()} disabled={uploading || sending}>
              Back
            </Button>
            <Button type="button" size="lg" className="flex-1" onClick={submit} loading={sending} disabled={uploading}>
              {images.length ? 'Send my review' : 'Send without photos'}
            </Button>
          </div>
        </div>
      )}
    </section>
  )
}
