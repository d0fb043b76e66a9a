// Every page of the app, found on disk (app/**/page.tsx), with a URL that reaches it as a person would:
// a guest for the public pages, a signed-in owner for the dashboard, an owner at that very step for the
// wizard's pages. The suites that walk every page (security headers, accessibility) so cover a new page
// the day it lands, or fail asking for a value for its new [param].
import { randomBytes } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import type { WizardStep } from '@/lib/generated/prisma/enums'
import { enqueueEmail } from '@/lib/mail/outbox'
import { consultationToken } from '@/lib/consultations/link'
import { signedToken } from '@/lib/review-requests/link'
import { WIZARD_STEP_PATHS } from '@/lib/wizard/steps'
import { albumWith, storedImage, subscribe } from '../../factories/albums'
import { createGigFor, dayFromToday } from '../../factories/appointments'
import { createReviewFor } from '../../factories/reviews'
import { createOwner } from '../../factories/users'

export type PageVisit = {
  /** The page file's route, e.g. /dashboard/photos/album/[albumId]. */
  pattern: string
  path: string
  /** Who asks: nobody, or an owner at this wizard step ('complete' for the dashboard proper). */
  as: 'guest' | WizardStep
  /** Where the visit ends, when the page redirects. */
  lands: string
  status: number
}

/** Pages that only redirect, and where to. */
const REDIRECTS: Record<string, string> = {
  '/dashboard': '/dashboard/today',
  '/dashboard/preview': '/dashboard/preview-site',
  '/dashboard/manage-reviews': '/dashboard/reviews',
  // Without Stripe (test mode) there is nothing to finish there: back to Payments settings.
  '/dashboard/payments/finish': '/dashboard/payments',
  '/dashboard/[...rest]': '/not-found',
  '/[slug]/[...rest]': '/not-found',
}
const NOT_FOUND = new Set(['/not-found'])
/** Pages only a rewrite reaches (proxy.ts, from an owner's own domain): typed on the app's host, a 404. */
const REWRITE_ONLY = new Set(['/custom-domain/[domain]'])
/** A signed contract's pages: the world's gig has none, so they answer their 404 (its headers and scripts are checked all the same). */
const NO_SIGNED_CONTRACT = new Set(['/dashboard/gigs/[appointmentId]/contract', '/offer/[token]/contract'])

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return pageFiles(full)
    return entry === 'page.tsx' ? [full] : []
  })
}

export function pagePatterns(): string[] {
  const app = path.join(process.cwd(), 'app')
  // Route groups, (name), and parallel slots, @name, are not part of the URL.
  const segments = (file: string) =>
    path
      .relative(app, path.dirname(file))
      .split(path.sep)
      .filter((segment) => segment && !/^[(@]/.test(segment))
  return [...new Set(pageFiles(app).map((file) => `/${segments(file).join('/')}`))].sort()
}

/** One owner with something of everything a page shows, and what the dynamic segments need. */
export async function createPageWorld() {
  const tag = randomBytes(3).toString('hex')
  const { user } = await createOwner({ businessName: `Walk Beauty ${tag}`, slug: `walk-beauty-${tag}`, instaUsername: `walk.${tag}`, mobile: '+61400111222' })
  const image = await storedImage(user.id)
  const album = await albumWith(user.id, [image.id], { name: 'Bridal' })
  const review = await createReviewFor(user.id, { images: [image.src] })
  await subscribe(user.id, 'review-cards')
  const client = await prisma.client.create({ data: { userId: user.id, name: 'Walk Client', email: `walk-client-${tag}@example.com`, allergies: 'Latex' } })
  const gig = await createGigFor(user.id, { clientId: client.id })
  const reviewRequest = await prisma.reviewRequest.create({
    data: { userId: user.id, appointmentId: gig.id, email: `walk-client-${tag}@example.com`, name: 'Walk Client', sentAt: new Date() },
  })
  const share = await prisma.paymentShare.create({
    data: { appointmentId: gig.id, name: 'Walk Guest', amountCents: 20000, position: 1, token: randomBytes(24).toString('base64url') },
  })
  const offer = await createGigFor(user.id, {
    status: 'offered',
    offerToken: randomBytes(24).toString('base64url'),
    offerSentAt: new Date(),
    offerExpiresAt: new Date(`${dayFromToday(14)}T00:00:00Z`),
    depositCents: 20000,
    paymentDueDate: new Date(`${dayFromToday(14)}T00:00:00Z`),
  })
  const consultation = await prisma.consultationForm.create({
    data: { userId: user.id, appointmentId: gig.id, person: 'Bride', clientId: client.id, questions: ['skinType', 'allergies', 'photoConsent'] },
  })
  const mail = await enqueueEmail({ to: user.email, subject: `Welcome ${tag}`, html: '<h1>Hello</h1><p>Welcome to Glowfolio.</p>', text: 'Hello' })
  const values: Record<string, string> = {
    slug: user.slug!,
    '...rest': 'no/such/page',
    userId: user.id,
    reviewId: review.id,
    albumId: album.id,
    themeId: 'editorial',
    subItemId: 'review-cards',
    emailCode: 'a-code-that-was-never-sent',
    code: 'a-code-that-was-never-sent',
    id: mail.id,
    appointmentId: gig.id,
    clientId: client.id,
    token: offer.offerToken!,
    shareToken: share.token,
    unsubscribeToken: signedToken('unsubscribe', reviewRequest.id),
    consultationToken: consultationToken(consultation.id),
    domain: `walk-beauty-${tag}.example.com`,
  }
  return { user, image, album, review, values }
}
export type PageWorld = Awaited<ReturnType<typeof createPageWorld>>

const STEP_OF_PATH = Object.fromEntries(Object.entries(WIZARD_STEP_PATHS).map(([step, pagePath]) => [pagePath, step as WizardStep]))

export function pageVisits(world: PageWorld): PageVisit[] {
  return pagePatterns().map((pattern) => {
    const filled = pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => {
      if (!(name in world.values)) throw new Error(`${pattern}: no value for [${name}]; add one to createPageWorld() in tests/e2e/support/app-pages.ts`)
      return world.values[name]
    })
    const dashboard = pattern === '/dashboard' || pattern.startsWith('/dashboard/')
    const as: PageVisit['as'] = dashboard ? (STEP_OF_PATH[pattern] ?? 'complete') : 'guest'
    const lands = REDIRECTS[pattern] ?? filled
    return { pattern, path: filled, as, lands, status: NOT_FOUND.has(lands) || REWRITE_ONLY.has(pattern) || NO_SIGNED_CONTRACT.has(pattern) ? 404 : 200 }
  })
}

/** The owner a visit is made as: the world's owner once complete, a fresh one at any other wizard step. */
export async function ownerFor(as: PageVisit['as'], world: PageWorld) {
  if (as === 'guest') return undefined
  if (as === 'complete') return world.user
  return (await createOwner({ wizardStep: as, businessName: as === 'businessName' ? null : 'Step Beauty' })).user
}

/** Browser storage holding the session of an owner at the given wizard step (none for a guest). */
export async function storageStateFor(as: PageVisit['as'], world: PageWorld, origin = process.env.E2E_BASE_URL ?? 'http://localhost:3000') {
  const owner = await ownerFor(as, world)
  const cookies = owner
    ? [
        {
          name: 'next-auth.session-token',
          value: (await mintSessionToken(owner)).token,
          domain: new URL(origin).hostname,
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax' as const,
        },
      ]
    : []
  return { cookies, origins: [] }
}
