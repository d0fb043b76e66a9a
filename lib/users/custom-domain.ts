// Owners' own domains (mia-makeup.com.au) and the hosts public sites are served on. Pure functions:
// the form, the API and proxy.ts share them.
import { RESERVED_SLUGS } from './slug'

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** What a person may paste (https://www.Mia.com.au/about) reduced to a bare host name (www.mia.com.au). */
export function normaliseDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
}

/** A public host name with at least two labels and a letter-only top-level domain; never an IP address. */
export function isDomainName(host: string): boolean {
  if (host.length > 253) return false
  const labels = host.split('.')
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && /^[a-z]{2,63}$/.test(labels[labels.length - 1])
}

/** The domains to look a request's host up by: itself, and without "www." (an owner may map either). */
export function siteDomainCandidates(host: string): string[] {
  const domain = normaliseDomain(host)
  if (!isDomainName(domain)) return []
  const bare = domain.startsWith('www.') ? domain.slice(4) : null
  return bare && isDomainName(bare) ? [domain, bare] : [domain]
}

/** The product's own domain, whatever APP_URL and ROOT_DOMAIN this instance runs with. */
export const PRODUCT_DOMAIN = 'glowfolio.app'

/**
 * A domain that belongs to the app itself, which no owner may claim: glowfolio.app, the app's own host
 * (with or without www.), the root domain, and any subdomain of them. Compared as normaliseDomain writes
 * them (lower case, no trailing dot).
 */
export function isOwnDomain(domain: string, { rootDomain, appHost }: { rootDomain?: string; appHost: string }): boolean {
  const host = normaliseDomain(domain)
  const app = normaliseDomain(appHost)
  const ours = [PRODUCT_DOMAIN, app, app.replace(/^www\./, ''), ...(rootDomain ? [normaliseDomain(rootDomain)] : [])]
  return ours.some((own) => host === own || host.endsWith(`.${own}`))
}

export type SiteHost = { kind: 'app' } | { kind: 'slug'; slug: string } | { kind: 'domain'; domain: string }

/**
 * Which site a request's Host names. Only when ROOT_DOMAIN is set: {slug}.{ROOT_DOMAIN} is that owner's
 * site, any other public name is a custom domain; the app's own host, the root domain, www., reserved
 * names, localhost and IP addresses are the app.
 */
export function siteForHost(rawHost: string, { rootDomain, appHost }: { rootDomain?: string; appHost: string }): SiteHost {
  if (!rootDomain) return { kind: 'app' }
  const host = normaliseDomain(rawHost)
  const root = rootDomain.toLowerCase()
  if (host === appHost || host === root || host === `www.${root}` || !isDomainName(host)) return { kind: 'app' }
  if (host.endsWith(`.${root}`)) {
    const label = host.slice(0, -(root.length + 1))
    return LABEL.test(label) && !RESERVED_SLUGS.has(label) ? { kind: 'slug', slug: label } : { kind: 'app' }
  }
  return { kind: 'domain', domain: host }
}
