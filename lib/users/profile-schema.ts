import { isValidPhoneNumber } from 'libphonenumber-js'
import { z } from 'zod'
import { email } from '@/lib/auth/schema'
import { kitList } from '@/lib/wizard/schema'
import { isDomainName, normaliseDomain } from './custom-domain'
import { MAX_SLUG_LENGTH, RESERVED_SLUGS } from './slug'

/** Spec: "{Field} is missing", with the labels Business Name, Mobile, Email, Address. */
const missing = (label: string) => `${label} is missing`
const imageUrl = z.string().trim().min(1).max(1000)

/** The fields an owner may change on their profile; nothing else (subscriptions, trial, wizard…) can be set here. */
export const profileUpdateBody = z
  .object({
    businessName: z
      .string({ error: missing('Business Name') })
      .trim()
      .min(1, missing('Business Name'))
      .max(80, 'Business names are at most 80 characters'),
    slogan: z.string().trim().max(120, 'Slogans are at most 120 characters').nullable(),
    profileImg: imageUrl.nullable(),
    coverImgs: z.array(imageUrl).max(10, 'Up to 10 cover photos'),
    imgAutoplay: z.boolean(),
    bio: z.string().max(10_000, 'Your bio is too long').nullable(),
    location: z.object(
      {
        city: z
          .string({ error: missing('Address') })
          .trim()
          .min(1, missing('Address'))
          .max(100),
        formatted: z.string().trim().max(200).optional(),
      },
      { error: missing('Address') },
    ),
    kit: kitList,
    mobile: z
      .string({ error: missing('Mobile') })
      .trim()
      .min(1, missing('Mobile'))
      .refine((value) => isValidPhoneNumber(value, 'AU'), 'Please enter a valid mobile number'),
    email: z
      .string({ error: missing('Email') })
      .trim()
      .min(1, missing('Email'))
      .pipe(email),
    /** The e-mail the site shows customers; empty shows none. The login e-mail is never shown. */
    publicEmail: z
      .string()
      .trim()
      .transform((value) => value || null)
      .pipe(email.nullable())
      .nullable(),
    /** Needed only when the e-mail changes (lib/auth/current-password.ts). */
    currentPassword: z.string().max(200, 'Password is too long'),
    facebookPage: z.string().trim().max(300).nullable(),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use letters, numbers and dashes only')
      .max(MAX_SLUG_LENGTH)
      .refine((slug) => !RESERVED_SLUGS.has(slug), 'That address is taken'),
    /** The owner's own domain for their site; empty removes it. */
    customDomain: z
      .string()
      .max(300)
      .transform(normaliseDomain)
      .refine((domain) => domain === '' || isDomainName(domain), 'Enter a domain like mia-makeup.com.au')
      .transform((domain) => domain || null)
      .nullable(),
  })
  .partial()
  .strict()
export type ProfileUpdate = z.infer<typeof profileUpdateBody>

/** Spec: a Facebook page without https gets the https prefix. */
export function facebookUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  if (!trimmed) return null
  if (/^https:\/\//i.test(trimmed)) return trimmed
  return `https://${trimmed.replace(/^http:\/\//i, '').replace(/^\/+/, '')}`
}
