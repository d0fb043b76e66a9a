import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { WIZARD_STEPS } from '@/lib/wizard/steps'
import { toDomainVerification } from './domain-verification'
import { profileDataResponse, type ProfileData } from './schema'
import { websiteUrl } from './website'

export const USER_NOT_FOUND = 'could not find the user'

/** The acting owner's profile and the wizard's steps. Another owner's id answers 404, as if it did not exist. */
export async function getProfileData({ user, userId }: { user: { id: string }; userId: string }): Promise<ProfileData> {
  if (userId !== user.id) throw new AppError('not_found', USER_NOT_FOUND)
  const owner = await prisma.user.findUnique({
    where: { id: user.id },
    omit: { instagramToken: false },
    include: {
      subscriptions: { where: isLive(new Date()), orderBy: { createdAt: 'asc' } },
      notifications: { where: { seenAt: null }, orderBy: { createdAt: 'desc' }, take: 50 },
    },
  })
  if (!owner) throw new AppError('not_found', USER_NOT_FOUND)
  return profileDataResponse.parse({
    wizardSteps: [...WIZARD_STEPS],
    user: {
      ...owner,
      _id: owner.id,
      emailVerified: owner.emailVerifiedAt !== null,
      website: websiteUrl(owner.slug),
      customDomainVerification: toDomainVerification(owner, new URL(env.APP_URL).hostname),
      location: { city: owner.locationCity, formatted: owner.locationFormatted },
      instagramConnected: owner.instagramToken !== null,
      theme: owner.themeId,
      subscriptions: owner.subscriptions.map((s) => ({
        _id: s.id,
        type: s.type,
        subItemId: s.featureId,
        themeId: s.themeId,
        status: s.status,
        trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
        currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
      })),
      notifications: owner.notifications.map((n) => ({ ...n, _id: n.id, createdAt: n.createdAt.toISOString() })),
    },
  })
}
