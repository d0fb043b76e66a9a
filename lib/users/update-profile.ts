// An owner editing their profile: whitelisted fields only, photos that are theirs, sanitised rich text,
// unique e-mail and address with the spec's DuplicateKey message, a custom domain waiting for its proof.
// A new e-mail needs the current password, tells the old address and ends every other login.
import { parsePhoneNumber } from 'libphonenumber-js'
import type { AuthUser } from '@/lib/auth/authenticate'
import { confirmCurrentPassword } from '@/lib/auth/current-password'
import { emailChangedMessage, verifyEmailMessage } from '@/lib/auth/emails'
import { createOneTimeCode } from '@/lib/auth/one-time-codes'
import { endOtherSessions } from '@/lib/auth/sessions'
import { markChecklistTrigger } from '@/lib/checklist/triggers'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { Prisma } from '@/lib/generated/prisma/client'
import { enqueueEmail } from '@/lib/mail/outbox'
import { siteChanged } from '@/lib/site/site-changed'
import { isOwnDomain } from './custom-domain'
import { claimDomain } from './domain-verification'
import { getProfileData } from './get-profile-data'
import { countryOfMobile, toStoredLocation } from './location'
import { facebookUrl, type ProfileUpdate } from './profile-schema'
import { sanitizeBio } from './sanitize-bio'
import { recordSlugChange } from './slug-redirect'

// Never echoes the value: the message says what to do, not whose account holds it.
const DUPLICATE_MESSAGES: Record<'slug' | 'customDomain' | 'email', string> = {
  slug: 'This website address is taken. Please choose another.',
  customDomain: 'This domain is already connected to another Glowfolio site.',
  email: 'This email is already used by another account.',
}
const duplicate = (field: keyof typeof DUPLICATE_MESSAGES) =>
  new AppError('conflict', DUPLICATE_MESSAGES[field], { fields: { [field]: DUPLICATE_MESSAGES[field] } })

export async function updateProfile({ user, userId, input }: { user: Pick<AuthUser, 'id' | 'sessionId'>; userId: string; input: ProfileUpdate }) {
  if (userId !== user.id) throw new AppError('not_found', 'could not find the user')
  if (input.email !== undefined) {
    const { email } = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true } })
    if (input.email !== email) await confirmCurrentPassword({ userId: user.id, currentPassword: input.currentPassword })
  }
  // Only turning autoplay on needs Pro: a choice kept from an earlier Pro plan saves unchanged (the site stops playing).
  if (input.imgAutoplay) {
    const current = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { imgAutoplay: true } })
    if (!current.imgAutoplay && !(await getEntitlements(user.id)).autoplayCovers) {
      throw new AppError('forbidden', 'Autoplay cover photos are a Pro feature', { fields: { imgAutoplay: 'Pro only' } })
    }
  }
  const images = [...(input.coverImgs ?? []), ...(input.profileImg ? [input.profileImg] : [])]
  if (images.length) {
    const owned = await prisma.image.count({ where: { userId: user.id, src: { in: [...new Set(images)] } } })
    if (owned !== new Set(images).size) throw new AppError('not_found', 'Please upload your photos again', { fields: { coverImgs: 'Unknown photo' } })
  }

  const data: Prisma.UserUpdateInput = {}
  if (input.businessName !== undefined) data.businessName = input.businessName
  if (input.slogan !== undefined) data.slogan = input.slogan || null
  if (input.profileImg !== undefined) data.profileImg = input.profileImg
  if (input.coverImgs !== undefined) data.coverImgs = [...new Set(input.coverImgs)]
  if (input.imgAutoplay !== undefined) data.imgAutoplay = input.imgAutoplay
  if (input.bio !== undefined) data.bio = input.bio ? sanitizeBio(input.bio) || null : null
  if (input.kit !== undefined) data.kit = input.kit
  if (input.mobile !== undefined) data.mobile = parsePhoneNumber(input.mobile, 'AU').number
  if (input.facebookPage !== undefined) data.facebookPage = facebookUrl(input.facebookPage)
  if (input.publicEmail !== undefined) data.publicEmail = input.publicEmail
  if (input.slug !== undefined) data.slug = input.slug
  if (input.customDomain && isOwnDomain(input.customDomain, { rootDomain: env.ROOT_DOMAIN, appHost: new URL(env.APP_URL).hostname })) {
    throw new AppError('unprocessable', 'That domain is ours: enter a domain you own', { fields: { customDomain: 'Enter a domain you own' } })
  }

  await prisma.$transaction(async (tx) => {
    const current = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, slug: true, customDomain: true, mobile: true } })
    if (input.location !== undefined) Object.assign(data, toStoredLocation(input.location, countryOfMobile(input.mobile ?? current.mobile)))
    if (
      input.slug !== undefined &&
      input.slug !== current.slug &&
      (await tx.user.findFirst({ where: { slug: input.slug, id: { not: user.id } }, select: { id: true } }))
    ) {
      throw duplicate('slug')
    }
    // A new domain (or none) starts unproven: it serves nothing until its TXT record is found. Anyone may
    // claim a domain that is pending elsewhere (first to prove it wins), never one another owner proved.
    if (input.customDomain !== undefined && input.customDomain !== current.customDomain) {
      if (input.customDomain && (await tx.user.findFirst({ where: { verifiedDomain: input.customDomain, id: { not: user.id } }, select: { id: true } }))) {
        throw duplicate('customDomain')
      }
      Object.assign(data, claimDomain(input.customDomain))
    }
    if (input.email !== undefined && input.email !== current.email) {
      if (await tx.user.findFirst({ where: { email: input.email, id: { not: user.id } }, select: { id: true } })) throw duplicate('email')
      data.email = input.email
      data.emailVerifiedAt = null
      const code = await createOneTimeCode(tx, { userId: user.id, purpose: 'emailVerification' })
      const message = await verifyEmailMessage({ link: `${env.APP_URL}/login/${code}` })
      await enqueueEmail({ to: input.email, subject: 'Verify your new email for Glowfolio', ...message }, tx)
      await enqueueEmail(
        {
          to: current.email,
          subject: 'Your Glowfolio email was changed',
          ...(await emailChangedMessage({ newEmail: input.email, supportEmail: env.SUPPORT_EMAIL })),
        },
        tx,
      )
      await endOtherSessions({ userId: user.id, keep: user.sessionId }, tx)
    }
    // The old address keeps working: a permanent redirect to the new one.
    if (input.slug !== undefined && input.slug !== current.slug) await recordSlugChange(tx, { userId: user.id, from: current.slug, to: input.slug })
    await tx.user.update({ where: { id: user.id }, data })
  })
  await siteChanged(user.id)
  if (input.coverImgs?.length) await markChecklistTrigger(user.id, 'coverPhotos')
  return (await getProfileData({ user, userId: user.id })).user
}
