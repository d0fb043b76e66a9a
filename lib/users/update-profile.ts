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
import { prisma, type PrismaTx } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { Prisma } from '@/lib/generated/prisma/client'
import { enqueueEmail } from '@/lib/mail/outbox'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
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

type Editor = Pick<AuthUser, 'id' | 'sessionId'>

export async function updateProfile({ user, userId, input }: { user: Editor; userId: string; input: ProfileUpdate }) {
  if (userId !== user.id) throw new AppError('not_found', 'could not find the user')
  await checkNewEmail(user.id, input)
  await refuseAutoplayWithoutPro(user.id, input)
  await refuseUnknownPhotos(user.id, input)
  const data = ownColumns(input)
  if (input.customDomain && isOwnDomain(input.customDomain, { rootDomain: env.ROOT_DOMAIN, appHost: new URL(env.APP_URL).hostname })) {
    throw new AppError('unprocessable', 'That domain is ours: enter a domain you own', { fields: { customDomain: 'Enter a domain you own' } })
  }
  await prisma.$transaction((tx) => saveProfile(tx, { user, input, data }))
  await siteChanged(user.id)
  if (input.coverImgs?.length) await markChecklistTrigger(user.id, 'coverPhotos')
  return (await getProfileData({ user, userId: user.id })).user
}

/**
 * A new e-mail needs the current password, and its two e-mails (the link to the new address, the notice
 * to the old) count in the verification-link limit, like "Send a new link": one for each address and
 * one each for the account, so changing the address over and over cannot mail anyone without end.
 */
async function checkNewEmail(userId: string, input: ProfileUpdate) {
  if (input.email === undefined) return
  const { email } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } })
  if (input.email === email) return
  await confirmCurrentPassword({ userId, currentPassword: input.currentPassword })
  await consumeRateLimit('verificationEmail', `account:${userId}`, input.email)
  await consumeRateLimit('verificationEmail', `account:${userId}`, email)
}

// Only turning autoplay on needs Pro: a choice kept from an earlier Pro plan saves unchanged (the site stops playing).
async function refuseAutoplayWithoutPro(userId: string, input: ProfileUpdate) {
  if (!input.imgAutoplay) return
  const current = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { imgAutoplay: true } })
  if (!current.imgAutoplay && !(await getEntitlements(userId)).autoplayCovers) {
    throw new AppError('forbidden', 'Autoplay cover photos are a Pro feature', { fields: { imgAutoplay: 'Pro only' } })
  }
}

async function refuseUnknownPhotos(userId: string, input: ProfileUpdate) {
  const images = new Set([...(input.coverImgs ?? []), ...(input.profileImg ? [input.profileImg] : [])])
  if (!images.size) return
  const owned = await prisma.image.count({ where: { userId, src: { in: [...images] } } })
  if (owned !== images.size) throw new AppError('not_found', 'Please upload your photos again', { fields: { coverImgs: 'Unknown photo' } })
}

/** A field left out stays as it is (Prisma skips `undefined`); one sent is stored as the site shows it. */
const ifSent = <T, R>(value: T | undefined, store: (value: T) => R): R | undefined => (value === undefined ? undefined : store(value))

/** The columns the input sets by itself; location, domain and e-mail depend on the row as it stands. */
function ownColumns(input: ProfileUpdate): Prisma.UserUpdateInput {
  return {
    businessName: input.businessName,
    slogan: ifSent(input.slogan, (slogan) => slogan || null),
    profileImg: input.profileImg,
    coverImgs: ifSent(input.coverImgs, (images) => [...new Set(images)]),
    imgAutoplay: input.imgAutoplay,
    bio: ifSent(input.bio, (bio) => (bio ? sanitizeBio(bio) || null : null)),
    kit: input.kit,
    mobile: ifSent(input.mobile, (mobile) => parsePhoneNumber(mobile, 'AU').number),
    facebookPage: ifSent(input.facebookPage, facebookUrl),
    publicEmail: input.publicEmail,
    slug: input.slug,
  }
}

/** Reads the row under the transaction, checks and claims what changed against it, and writes it all. */
async function saveProfile(tx: PrismaTx, { user, input, data }: { user: Editor; input: ProfileUpdate; data: Prisma.UserUpdateInput }) {
  const current = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, slug: true, customDomain: true, mobile: true } })
  const changes = { ...data }
  if (input.location !== undefined) Object.assign(changes, toStoredLocation(input.location, countryOfMobile(input.mobile ?? current.mobile)))
  const newSlug = input.slug !== undefined && input.slug !== current.slug ? input.slug : null
  if (newSlug !== null) await refuseTaken(tx, user.id, 'slug', { slug: newSlug })
  // A new domain (or none) starts unproven: it serves nothing until its TXT record is found. Anyone may
  // claim a domain that is pending elsewhere (first to prove it wins), never one another owner proved.
  if (input.customDomain !== undefined && input.customDomain !== current.customDomain) {
    if (input.customDomain) await refuseTaken(tx, user.id, 'customDomain', { verifiedDomain: input.customDomain })
    Object.assign(changes, claimDomain(input.customDomain))
  }
  if (input.email !== undefined && input.email !== current.email) Object.assign(changes, await changeEmail(tx, user, { from: current.email, to: input.email }))
  // The old address keeps working: a permanent redirect to the new one.
  if (newSlug !== null) await recordSlugChange(tx, { userId: user.id, from: current.slug, to: newSlug })
  await tx.user.update({ where: { id: user.id }, data: changes })
}

async function refuseTaken(tx: PrismaTx, userId: string, field: keyof typeof DUPLICATE_MESSAGES, where: Prisma.UserWhereInput) {
  if (await tx.user.findFirst({ where: { ...where, id: { not: userId } }, select: { id: true } })) {
    throw new AppError('conflict', DUPLICATE_MESSAGES[field], { fields: { [field]: DUPLICATE_MESSAGES[field] } })
  }
}

/** The new address must be verified; the old one hears of the change; every other login ends. */
async function changeEmail(tx: PrismaTx, user: Editor, { from, to }: { from: string; to: string }) {
  await refuseTaken(tx, user.id, 'email', { email: to })
  const code = await createOneTimeCode(tx, { userId: user.id, purpose: 'emailVerification' })
  const message = await verifyEmailMessage({ link: `${env.APP_URL}/login/${code}` })
  await enqueueEmail({ to, subject: 'Verify your new email for Glowfolio', ...message }, tx)
  await enqueueEmail(
    { to: from, subject: 'Your Glowfolio email was changed', ...(await emailChangedMessage({ newEmail: to, supportEmail: env.SUPPORT_EMAIL })) },
    tx,
  )
  await endOtherSessions({ userId: user.id, keep: user.sessionId }, tx)
  return { email: to, emailVerifiedAt: null }
}
