// Unexpected server errors go to Sentry when it is configured; the structured log has them either way.
import { sentryDsn } from './config'

export async function reportServerError(error: unknown, context: { requestId?: string; method?: string; path?: string }): Promise<void> {
  if (!sentryDsn()) return
  const Sentry = await import('@sentry/nextjs')
  Sentry.captureException(error, { tags: { requestId: context.requestId }, extra: { method: context.method, path: context.path } })
}
