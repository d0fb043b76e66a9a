// The setup wizard on the server: it owns the order of the steps and saves each one only when it is
// the owner's current step; an empty body skips a step that may be skipped.
import { parsePhoneNumber } from 'libphonenumber-js'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { Prisma } from '@/lib/generated/prisma/client'
import type { WizardStep } from '@/lib/generated/prisma/enums'
import { siteChanged } from '@/lib/site/site-changed'
import { getProfileData } from '@/lib/users/get-profile-data'
import { countryOfMobile, toStoredLocation } from '@/lib/users/location'
import { uniqueSlug } from '@/lib/users/slug'
import { stepBodies, type WizardStepName } from './schema'
import { WIZARD_STEPS } from './steps'

export function nextStep(step: WizardStepName): WizardStep {
  const index = WIZARD_STEPS.indexOf(step)
  return WIZARD_STEPS[index + 1] ?? 'complete'
}

export async function submitWizardStep({ user, step, body }: { user: { id: string }; step: WizardStepName; body: unknown }) {
  const next = nextStep(step)
  await prisma.$transaction(async (tx) => {
    const data: Prisma.UserUpdateManyMutationInput = { wizardStep: next }
    switch (step) {
      case 'businessName': {
        const input = stepBodies.businessName.parse(body)
        data.businessName = input.businessName
        data.slug = await uniqueSlug(tx, input.businessName, { exceptUserId: user.id })
        break
      }
      case 'instaLogin': {
        const input = stepBodies.instaLogin.parse(body)
        if (input.published) {
          const owner = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { instagramUserId: true } })
          if (!owner.instagramUserId) throw new AppError('conflict', 'Please authorize Instagram first, or skip this step')
          // The wizard imported the recent photos: later syncs bring only newer posts.
          data.instagramSyncedAt = new Date()
        }
        break
      }
      case 'instaUsername': {
        const input = stepBodies.instaUsername.parse(body)
        if (input.instaUsername) data.instaUsername = input.instaUsername
        break
      }
      case 'kit': {
        const input = stepBodies.kit.parse(body)
        if (input.kit) data.kit = input.kit
        break
      }
      case 'contact': {
        const input = stepBodies.contact.parse(body)
        if (input.mobile) data.mobile = parsePhoneNumber(input.mobile, 'AU').number
        if (input.location) Object.assign(data, toStoredLocation(input.location, countryOfMobile(input.mobile)))
        break
      }
      case 'profileImg': {
        const input = stepBodies.profileImg.parse(body)
        if (input.profileImg) {
          const owned = await tx.image.count({ where: { userId: user.id, src: input.profileImg } })
          if (!owned) throw new AppError('unprocessable', 'Please upload your profile image again', { fields: { profileImg: 'Unknown image' } })
          data.profileImg = input.profileImg
        }
        break
      }
    }
    // Saved only if this is still the owner's current step (two tabs, a double tap…).
    const { count } = await tx.user.updateMany({ where: { id: user.id, wizardStep: step }, data })
    if (count === 0) {
      const owner = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { wizardStep: true } })
      throw new AppError('conflict', owner.wizardStep === 'complete' ? 'Your site is already set up' : 'Please finish the current setup step first')
    }
  })
  await siteChanged(user.id)
  const profile = await getProfileData({ user, userId: user.id })
  return { user: profile.user, wizardStep: next, wizardSteps: profile.wizardSteps }
}
