import { isValidPhoneNumber } from 'libphonenumber-js'
import { z } from 'zod'
import { kitItem } from '@/lib/kit/schema'
import { normaliseHandle } from '@/lib/instagram/types'
import { profileDataResponse, userResponse } from '@/lib/users/schema'

export const wizardStepParam = z.object({
  wizardStep: z.enum(['businessName', 'instaLogin', 'instaUsername', 'kit', 'contact', 'profileImg'], { error: 'Unknown setup step' }),
})

export const mobile = z
  .string()
  .trim()
  .max(20)
  .refine((value) => isValidPhoneNumber(value, 'AU'), 'Please enter a valid mobile number')

export const location = z.object({
  city: z.string().trim().min(1, 'Address is missing').max(100),
  formatted: z.string().trim().max(200).optional(),
})

/** Blank entries and duplicate brands (whatever their case) are dropped. */
export const kitList = z
  .array(z.object({ name: z.string().max(60), img: z.string().max(500).nullish() }))
  .max(100, 'At most 100 brands')
  .transform((items) => {
    const seen = new Set<string>()
    return items
      .map((item) => ({ ...item, name: item.name.trim() }))
      .filter((item) => {
        const key = item.name.toLocaleLowerCase()
        if (!key || seen.has(key)) return false
        seen.add(key)
        return true
      })
  })
  .pipe(z.array(kitItem))

/** What each step posts; an empty body skips a skippable step. */
export const stepBodies = {
  businessName: z.object({ businessName: z.string().trim().min(1, 'Business Name is missing').max(80, 'Business names are at most 80 characters') }),
  instaLogin: z.object({ published: z.boolean().optional() }),
  instaUsername: z.object({
    instaUsername: z
      .string()
      .transform(normaliseHandle)
      .pipe(z.string().regex(/^([a-z0-9._]{1,30})?$/, 'Instagram usernames have letters, numbers, dots and underscores only'))
      .optional(),
  }),
  kit: z.object({ kit: kitList.optional() }),
  contact: z.object({ mobile: mobile.optional(), location: location.optional() }),
  profileImg: z.object({ profileImg: z.string().trim().max(1000).optional() }),
} as const

export type WizardStepName = keyof typeof stepBodies

/** A setup step saved: the owner, and the step to go to next ('complete' after the last). */
export const wizardStepAnswer = profileDataResponse.extend({ wizardStep: userResponse.shape.wizardStep })
