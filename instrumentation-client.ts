// Runs in the browser before the app is interactive: error reporting, when the server put a DSN on the
// page (SENTRY_DSN in production). Without one nothing loads and nothing is sent.
import { sentryDsnOnPage } from '@/lib/observability/report-client-error'

const dsn = sentryDsnOnPage()
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => Sentry.init({ dsn, environment: 'production', tracesSampleRate: 0, sendDefaultPii: false }))
}
