import type { Subscription } from '@/lib/generated/prisma/client'
import { subscriptionAnswer, type SubscriptionAnswer } from './schema'

export const toSubscriptionAnswer = (subscription: Subscription): SubscriptionAnswer =>
  subscriptionAnswer.parse({
    ...subscription,
    _id: subscription.id,
    subItemId: subscription.featureId,
    trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
  })
