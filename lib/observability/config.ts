// Production observability, each part on only when configured and never in development or tests:
// error reporting (Sentry, SENTRY_DSN) and privacy-friendly analytics (a Plausible-style script,
// ANALYTICS_DOMAIN; no cookies, no personal data). Their origins join the CSP's connect-src.
import { env } from '@/lib/env'

const inProduction = () => env.NODE_ENV === 'production'

/** The DSN error reports go to, or nothing. */
export function sentryDsn(): string | undefined {
  return inProduction() ? env.SENTRY_DSN : undefined
}

/** The analytics script and the site name it reports under, or nothing. */
export function analytics(): { domain: string; scriptUrl: string } | null {
  return inProduction() && env.ANALYTICS_DOMAIN ? { domain: env.ANALYTICS_DOMAIN, scriptUrl: env.ANALYTICS_SCRIPT_URL } : null
}

/** Origins the browser sends reports and events to, for connect-src. */
export function reportingOrigins(): string[] {
  const origins: string[] = []
  const dsn = sentryDsn()
  if (dsn) origins.push(new URL(dsn).origin)
  const site = analytics()
  if (site) origins.push(new URL(site.scriptUrl).origin)
  return origins
}
