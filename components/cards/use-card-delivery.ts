'use client'
// Where a made card goes: e-mailed to the owner (Generate Review Card), or shared or saved from the phone.
import { useState } from 'react'
import { useMutation } from '@/components/ui/use-mutation'
import { api, errorMessage } from '@/lib/api/client'
import type { OwnerCardReview } from '@/lib/cards/get-owner-card-review'
import type { RouteReviewCardResponse } from '@/lib/cards/schema'
import type { CardTemplateOption } from '@/lib/cards/template-options'

/** `src`: the address of the card for `review` in the `selected` template. */
export function useCardDelivery({
  review,
  selected,
  src,
  userId,
  verified,
}: {
  review: OwnerCardReview
  selected: CardTemplateOption
  src: string
  userId: string
  /** The card shows the review's verified mark. */
  verified: boolean
}) {
  const [sent, setSent] = useState<{ templateId: string; email: string } | null>(null)
  // Each button its own: the card can be shared or saved while the e-mail is on its way.
  const emailing = useMutation()
  const sharing = useMutation()
  const saving = useMutation()

  const send = () =>
    emailing.run(
      async () => {
        const result = await api<RouteReviewCardResponse>('/v1/util/route-review-card', {
          method: 'POST',
          body: {
            reviewId: review.id,
            reviewTemplateId: selected.id,
            userId,
            width: selected.width,
            height: selected.height,
            url: new URL(src, window.location.origin).href,
            verified,
          },
        })
        setSent({ templateId: selected.id, email: result.emailedTo })
        return result
      },
      { success: (result) => `Your card is on its way to ${result.emailedTo}` },
    )

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
      // Closing the phone's share sheet is no failure.
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

  /** Where this template's card was e-mailed, if it was. */
  const sentTo = sent?.templateId === selected.id ? sent.email : null

  return { send, sending: emailing.busy, sentTo, share, sharing: sharing.busy, save }
}
