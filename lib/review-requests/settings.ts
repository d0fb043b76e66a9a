// The artist's choices for the thank-you after each gig: when, her words, who at a wedding, or off.
import { prisma } from '@/lib/db'
import { textMessagesAvailable } from '@/lib/sms/get-sms'
import { DEFAULT_REVIEW_REQUEST_MESSAGE, reviewRequestSettingsResponse, type ReviewRequestSettings, type ReviewRequestSettingsResponse } from './schema'

const columns = {
  reviewRequestsEnabled: true,
  reviewRequestDaysAfter: true,
  reviewRequestHour: true,
  reviewRequestMessage: true,
  reviewRequestParty: true,
  textRemindersEnabled: true,
} as const

type Columns = {
  [K in keyof typeof columns]: K extends 'reviewRequestMessage' ? string | null : K extends 'reviewRequestDaysAfter' | 'reviewRequestHour' ? number : boolean
}

const toResponse = (owner: Columns): ReviewRequestSettingsResponse =>
  reviewRequestSettingsResponse.parse({
    enabled: owner.reviewRequestsEnabled,
    daysAfter: owner.reviewRequestDaysAfter,
    hour: owner.reviewRequestHour,
    message: owner.reviewRequestMessage ?? '',
    weddingRecipients: owner.reviewRequestParty ? 'party' : 'bride',
    defaultMessage: DEFAULT_REVIEW_REQUEST_MESSAGE,
    textMessages: textMessagesAvailable() && owner.textRemindersEnabled,
  })

export async function getReviewRequestSettings({ user }: { user: { id: string } }): Promise<ReviewRequestSettingsResponse> {
  return toResponse(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: columns }))
}

export async function updateReviewRequestSettings({
  user,
  input,
}: {
  user: { id: string }
  input: ReviewRequestSettings
}): Promise<ReviewRequestSettingsResponse> {
  const owner = await prisma.user.update({
    where: { id: user.id },
    data: {
      reviewRequestsEnabled: input.enabled,
      reviewRequestDaysAfter: input.daysAfter,
      reviewRequestHour: input.hour,
      reviewRequestMessage: input.message || null,
      reviewRequestParty: input.weddingRecipients === 'party',
    },
    select: columns,
  })
  return toResponse(owner)
}
