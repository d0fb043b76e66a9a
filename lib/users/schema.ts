import { z } from 'zod'
import { notificationResponse } from '@/lib/notifications/schema'
import { subscriptionResponse } from '@/lib/subscriptions/schema'

/** An owner's own domain: pending until its TXT record is found, then verified (served); failed says why. */
export const domainVerificationResponse = z.object({
  domain: z.string(),
  status: z.enum(['pending', 'verified', 'failed']),
  /** What to add at the domain provider. */
  records: z.array(z.object({ type: z.enum(['CNAME', 'TXT']), name: z.string(), value: z.string() })),
  checkedAt: z.string().nullable(),
  /** Until when the app keeps looking by itself. */
  checkUntil: z.string().nullable(),
  problem: z.string().nullable(),
})
export type DomainVerification = z.infer<typeof domainVerificationResponse>

/** The owner as the dashboard sees them (spec: "User (as seen here)"). Never secrets. */
export const userResponse = z.object({
  _id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  businessName: z.string().nullable(),
  slug: z.string().nullable(),
  customDomain: z.string().nullable(),
  customDomainVerification: domainVerificationResponse.nullable(),
  website: z.string().nullable(),
  slogan: z.string().nullable(),
  bio: z.string().nullable(),
  profileImg: z.string().nullable(),
  coverImgs: z.array(z.string()),
  imgAutoplay: z.boolean(),
  kit: z.array(z.object({ name: z.string(), img: z.string().nullish() })),
  location: z.object({ city: z.string().nullable(), formatted: z.string().nullable() }),
  mobile: z.string().nullable(),
  publicEmail: z.string().nullable(),
  facebookPage: z.string().nullable(),
  instaUsername: z.string().nullable(),
  instagramConnected: z.boolean(),
  wizardStep: z.enum(['businessName', 'instaLogin', 'instaUsername', 'kit', 'contact', 'profileImg', 'complete']),
  theme: z.string(),
  themeConfigs: z.object({ primaryColor: z.string().optional(), headingColor: z.string().optional() }),
  reviewCardTemplate: z.string(),
  hadTrial: z.boolean(),
  timeZone: z.string(),
  subscriptions: z.array(subscriptionResponse),
  notifications: z.array(notificationResponse),
})
export type UserResponse = z.infer<typeof userResponse>

export const profileDataResponse = z.object({ user: userResponse, wizardSteps: z.array(z.string()) })
export type ProfileData = z.infer<typeof profileDataResponse>
