// Runs once when a server starts: error reporting (SENTRY_DSN, production only) and the background
// jobs, which live in the server process. onRequestError: every server error of a page or route that
// Next catches is logged as one structured line, with the digest the error page shows, and reported.
import type { Instrumentation } from 'next'

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Validates the environment now, so a misconfigured server refuses to start instead of failing later.
  await import('@/lib/env')
  const [{ log }, { sentryDsn }] = await Promise.all([import('@/lib/log'), import('@/lib/observability/config')])
  const dsn = sentryDsn()
  if (dsn) {
    const Sentry = await import('@sentry/nextjs')
    Sentry.init({ dsn, environment: 'production', tracesSampleRate: 0, sendDefaultPii: false })
  }
  if (process.env.NODE_ENV === 'production' && !process.env.GLOWFOLIO_SERVER) {
    log.warn(
      'Started without server.mjs: X-Forwarded-For is whatever the client sent, so per-IP rate limits can be bypassed. Start the app with `node server.mjs`.',
    )
  }
  // Public sites' stored renders serve while this process hears their owners' changes (server.mjs only).
  const { listenForSiteChanges } = await import('@/lib/site/site-changed')
  listenForSiteChanges()
  if (process.env.JOBS === 'off') return
  const [{ startJobs }, { jobs }] = await Promise.all([import('@/lib/jobs/boss'), import('@/lib/jobs/registry')])
  // Not awaited: the server serves while the jobs start (and retry, if the database is not up yet).
  void startJobs(jobs)
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ log }, { sentryDsn }] = await Promise.all([import('@/lib/log'), import('@/lib/observability/config')])
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined
  log.error('server error', { method: request.method, path: request.path, route: context.routePath, kind: context.routeType, digest, error })
  if (sentryDsn()) (await import('@sentry/nextjs')).captureRequestError(error, request, context)
}
