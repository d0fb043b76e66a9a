'use client'
// Where a made card goes: e-mailed to the owner (Generate Review Card), or shared or saved from the phone.
import { useState } from 'react'
import { toast } from 'sonner'
import { api, errorMessage } from '@/lib/api/client'
import type { OwnerCardReview } from '@/lib/cards/get-owner-card-review'
import type { RouteReviewCardResponse } from '@/lib/cards/schema'
import type { CardTemplateOption } from '@/lib/cards/template-options'

/** `src`: the address of the card for `review` in the `selected` template. */
export function useCardDelivery({ review, selected, src, userId }: { review: OwnerCardReview; selected: CardTemplateOption; src: string; userId: string }) {
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<{ templateId: string; email: string } | null>(null)
  const [sharing, setSharing] = useState(false)

  async function send() {
    setSending(true)
    try {
      const result = await api<RouteReviewCardResponse>('/v1/util/route-review-card', {
        method: 'POST',
        body: {
          reviewId: review.id,
          reviewTemplateId: selected.id,
          userId,
          width: selected.width,
          height: selected.height,
          url: new URL(src, window.location.origin).href,
        },
      })
      setSent({ templateId: selected.id, email: result.emailedTo })
      toast.success(`Your card is on its way to ${result.emailedTo}`)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setSending(false)
    }
  }

  async function cardFile(): Promise<File> {
    const response = await fetch(src, { credentials: 'same-origin' })
    if (!response.ok) throw new Error('The card could not be made. Please try again.')
    const blob = await response.blob()
    return new File([blob], `review-card-${selected.id}.png`, { type: 'image/png' })
  }

  async function share() {
    setSharing(true)
    try {
      const file = await cardFile()
      await navigator.share({ files: [file], title: `Review from ${review.customerName}` })
    } catch (error) {
      if ((error as Error).name !== 'AbortError') toast.error(errorMessage(error))
    } finally {
      setSharing(false)
    }
  }

  async function save() {
    try {
      const file = await cardFile()
      const url = URL.createObjectURL(file)
      const link = document.createElement('a')
      link.href = url
      link.download = file.name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  /** Where this template's card was e-mailed, if it was. */
  const sentTo = sent?.templateId === selected.id ? sent.email : null

  return { send, sending, sentTo, share, sharing, save }
}
