// Proof that an owner controls the domain they set: a TXT record carrying a token of theirs. Pure parts:
// the records to add, the columns a newly set domain starts with, what the owner is shown.
import { randomBytes } from 'node:crypto'
import { addDays } from 'date-fns'
import type { DomainStatus } from '@/lib/generated/prisma/client'
import { domainVerificationResponse, type DomainVerification } from './schema'

/** The job looks for the record this long after the domain is set (and after each "Check now" of a failed one). */
export const CHECK_DAYS = 7

export const challengeName = (domain: string) => `_glowfolio-challenge.${domain}`
export const challengeValue = (token: string) => `glowfolio-verify=${token}`

/** The columns of a newly set domain (pending, with a new token) or of none: nothing serves until proven. */
export function claimDomain(domain: string | null, now = new Date()) {
  return {
    customDomain: domain,
    customDomainStatus: domain ? ('pending' as const) : null,
    customDomainToken: domain ? randomBytes(16).toString('hex') : null,
    customDomainCheckUntil: domain ? addDays(now, CHECK_DAYS) : null,
    customDomainCheckedAt: null,
    customDomainProblem: null,
    verifiedDomain: null,
  }
}

export const domainProblems = {
  none: (domain: string) => `No TXT record found at ${challengeName(domain)} yet. New records can take a few hours to show.`,
  mismatch: (domain: string, token: string) => `The TXT record at ${challengeName(domain)} has another value: it must be exactly ${challengeValue(token)}`,
  unreachable: (domain: string) => `We could not reach the DNS servers of ${domain}. We will try again in a few minutes.`,
  taken: (domain: string) => `Another Glowfolio site already uses ${domain}.`,
  ours: (domain: string) => `${domain} is Glowfolio's own domain: enter a domain you own.`,
  expired: (domain: string) =>
    `We looked for the TXT record at ${challengeName(domain)} for ${CHECK_DAYS} days without finding it. Add it, then tap Check now.`,
}

type DomainColumns = {
  customDomain: string | null
  customDomainStatus: DomainStatus | null
  customDomainToken: string | null
  customDomainCheckUntil: Date | null
  customDomainCheckedAt: Date | null
  customDomainProblem: string | null
}

/** What the owner sees of their domain: its state and the two records to add at their domain provider. */
export function toDomainVerification(owner: DomainColumns, appHost: string): DomainVerification | null {
  const { customDomain: domain, customDomainStatus: status, customDomainToken: token } = owner
  if (!domain || !status || !token) return null
  return domainVerificationResponse.parse({
    domain,
    status,
    records: [
      { type: 'CNAME', name: domain, value: appHost },
      { type: 'TXT', name: challengeName(domain), value: challengeValue(token) },
    ],
    checkedAt: owner.customDomainCheckedAt?.toISOString() ?? null,
    checkUntil: owner.customDomainCheckUntil?.toISOString() ?? null,
    problem: owner.customDomainProblem,
  })
}
