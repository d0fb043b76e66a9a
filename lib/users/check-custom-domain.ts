// Looks for the TXT record that proves an owner's domain: when they tap "Check now", and every 10
// minutes (the job) while it is pending. Found: the domain is verified and serves their site, unless
// another owner proved it first. Not found: it stays pending, with the reason, until the 7 days end.
import { addDays } from 'date-fns'
import { lookupTxt } from '@/lib/dns/lookup-txt'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { Prisma } from '@/lib/generated/prisma/client'
import { log } from '@/lib/log'
import { siteChanged } from '@/lib/site/site-changed'
import { isOwnDomain } from './custom-domain'
import { challengeName, challengeValue, CHECK_DAYS, domainProblems, toDomainVerification } from './domain-verification'

const appHost = () => new URL(env.APP_URL).hostname

type Claim = { id: string; customDomain: string; customDomainToken: string; customDomainStatus: 'pending' | 'verified' | 'failed' | null }

/** The record's verdict: proven, or the reason it is not (in the owner's words). */
async function lookForProof(domain: string, token: string): Promise<{ proven: true } | { proven: false; problem: string }> {
  const found = await lookupTxt(challengeName(domain))
  if (found.kind === 'unreachable') return { proven: false, problem: domainProblems.unreachable(domain) }
  if (found.kind === 'none' || found.values.length === 0) return { proven: false, problem: domainProblems.none(domain) }
  return found.values.some((value) => value.trim() === challengeValue(token))
    ? { proven: true }
    : { proven: false, problem: domainProblems.mismatch(domain, token) }
}

/**
 * Checks one claim and records the outcome. Writes only while the claim is the same one (its token): a
 * domain changed meanwhile has a new token and keeps its own state. `restart` (the owner asked) gives a
 * failed domain another CHECK_DAYS of checks.
 */
async function checkClaim(claim: Claim, { now, restart }: { now: Date; restart: boolean }): Promise<void> {
  const domain = claim.customDomain
  const same = { id: claim.id, customDomain: domain, customDomainToken: claim.customDomainToken }
  const record = (data: Prisma.UserUpdateManyMutationInput) => prisma.user.updateMany({ where: same, data: { customDomainCheckedAt: now, ...data } })
  // A claim saved before the app's own domains were refused never serves, whatever its record says.
  if (isOwnDomain(domain, { rootDomain: env.ROOT_DOMAIN, appHost: appHost() })) {
    await record({ customDomainStatus: 'failed', customDomainProblem: domainProblems.ours(domain), customDomainCheckUntil: null })
    return
  }
  const verdict = await lookForProof(domain, claim.customDomainToken)
  if (!verdict.proven) {
    const again = restart && claim.customDomainStatus === 'failed'
    await record({
      customDomainProblem: verdict.problem,
      ...(again ? { customDomainStatus: 'pending', customDomainCheckUntil: addDays(now, CHECK_DAYS) } : {}),
    })
    return
  }
  try {
    await record({ customDomainStatus: 'verified', verifiedDomain: domain, customDomainProblem: null, customDomainCheckUntil: null })
    log.info('custom domain verified', { userId: claim.id, domain })
    await siteChanged(claim.id)
  } catch (error) {
    // verifiedDomain is unique: another owner proved this domain first, and keeps it.
    if ((error as { code?: unknown }).code !== 'P2002') throw error
    await record({ customDomainStatus: 'failed', customDomainProblem: domainProblems.taken(domain), customDomainCheckUntil: null })
  }
}

const claimSelect = { id: true, customDomain: true, customDomainToken: true, customDomainStatus: true } as const

/** "Check now": the owner's own domain, looked up at once; answers its state. A verified one stays so. */
export async function checkCustomDomain({ user, now = new Date() }: { user: { id: string }; now?: Date }) {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: claimSelect })
  if (!owner.customDomain || !owner.customDomainToken) throw noDomain()
  if (owner.customDomainStatus !== 'verified') {
    await checkClaim({ ...owner, customDomain: owner.customDomain, customDomainToken: owner.customDomainToken }, { now, restart: true })
  }
  const state = toDomainVerification(await prisma.user.findUniqueOrThrow({ where: { id: user.id } }), appHost())
  // Removed meanwhile (from another tab): nothing left to show.
  if (!state) throw noDomain()
  return state
}

const noDomain = () => new AppError('conflict', 'Add your own domain in edit profile first', { fields: { customDomain: 'No domain to check' } })

/** The job: every pending domain looked up once; those past their 7 days are marked failed instead. */
export async function checkPendingDomains(now = new Date()): Promise<{ checked: number; expired: number }> {
  const pending = await prisma.user.findMany({
    where: { customDomainStatus: 'pending', customDomain: { not: null }, customDomainToken: { not: null } },
    select: { ...claimSelect, customDomainCheckUntil: true },
  })
  let expired = 0
  for (const claim of pending) {
    const domain = claim.customDomain!
    if (claim.customDomainCheckUntil && claim.customDomainCheckUntil <= now) {
      await prisma.user.updateMany({
        where: { id: claim.id, customDomainToken: claim.customDomainToken, customDomainStatus: 'pending' },
        data: { customDomainStatus: 'failed', customDomainProblem: domainProblems.expired(domain), customDomainCheckUntil: null },
      })
      expired += 1
      continue
    }
    try {
      await checkClaim({ ...claim, customDomain: domain, customDomainToken: claim.customDomainToken! }, { now, restart: false })
    } catch (error) {
      log.warn('custom domain check failed', { userId: claim.id, domain, error })
    }
  }
  return { checked: pending.length - expired, expired }
}
